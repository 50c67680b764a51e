// HDU 3404 Switch lights, for judges without Rust (C++11, std only): the same rule as the
// crate's src/lib.rs, where the proof is. The first player wins iff the XOR over the lit cells
// (x, y) of the nim product x (*) y is not 0 (coordinates as given, from 1).
//
// Nim product of 64-bit numbers: with X = 2^32 a Fermat 2-power, a = a1 X ^ a0 and
// X (*) X = X ^ X/2, so a (*) b takes three 32-bit products (Karatsuba) and one product by
// X/2 = 2^31; the same split again down to bytes, whose products come from a 256 x 256 table.
#include <cstdio>

typedef unsigned long long u64;
typedef unsigned int u32;

static unsigned char prod8[256][256];
static unsigned char half8[256];  // a (*) 2^7

// The plain recursion, for the table: a (*) b for a, b < 2^bits.
static u32 slow(u32 a, u32 b, int bits) {
    if (a < 2 || b < 2) return a * b;
    int h = bits / 2;
    u32 m = (1u << h) - 1;
    u32 a1 = a >> h, a0 = a & m, b1 = b >> h, b0 = b & m;
    u32 hi = slow(a1, b1, h), lo = slow(a0, b0, h);
    u32 mid = slow(a0 ^ a1, b0 ^ b1, h) ^ hi ^ lo;
    return ((mid ^ hi) << h) ^ lo ^ slow(hi, 1u << (h - 1), h);
}

static void build() {
    for (u32 a = 0; a < 256; a++)
        for (u32 b = 0; b < 256; b++) prod8[a][b] = (unsigned char)slow(a, b, 8);
    for (u32 a = 0; a < 256; a++) half8[a] = prod8[a][128];
}

static u32 mul16(u32 a, u32 b) {
    u32 a0 = a & 255, a1 = a >> 8, b0 = b & 255, b1 = b >> 8;
    u32 lo = prod8[a0][b0], hi = prod8[a1][b1], mid = prod8[a0 ^ a1][b0 ^ b1];
    return ((mid ^ lo) << 8) ^ lo ^ half8[hi];
}
// e (*) 2^15 = (e (*) 2^8) (*) 2^7.
static u32 half16(u32 e) {
    u32 e0 = e & 255, e1 = e >> 8;
    return ((u32)half8[e0 ^ e1] << 8) ^ half8[half8[e1]];
}
static u32 mul32(u32 a, u32 b) {
    u32 a0 = a & 0xffff, a1 = a >> 16, b0 = b & 0xffff, b1 = b >> 16;
    u32 lo = mul16(a0, b0), hi = mul16(a1, b1), mid = mul16(a0 ^ a1, b0 ^ b1);
    return ((mid ^ lo) << 16) ^ lo ^ half16(hi);
}
// e (*) 2^31 = (e (*) 2^16) (*) 2^15.
static u32 half32(u32 e) {
    u32 e0 = e & 0xffff, e1 = e >> 16;
    return (half16(e0 ^ e1) << 16) ^ half16(half16(e1));
}
static u64 mul64(u64 a, u64 b) {
    u32 a0 = (u32)a, a1 = (u32)(a >> 32), b0 = (u32)b, b1 = (u32)(b >> 32);
    u32 lo = mul32(a0, b0), hi = mul32(a1, b1), mid = mul32(a0 ^ a1, b0 ^ b1);
    return ((u64)(mid ^ lo) << 32) ^ lo ^ half32(hi);
}

int main() {
    build();
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t-- > 0) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        u64 value = 0;
        for (int i = 0; i < n; i++) {
            u64 x, y;
            if (scanf("%llu %llu", &x, &y) != 2) return 1;
            value ^= mul64(x, y);
        }
        puts(value != 0 ? "Have a try, lxhgww." : "Don't waste your time.");
    }
    return 0;
}
