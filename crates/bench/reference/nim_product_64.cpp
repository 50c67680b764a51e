// Reference for `scripts/bench-nimber.sh`: Library Checker's nim_product_64 (T, then T lines
// "A B"; print A (*) B per line) by the usual fast method, written for this repository.
//
// The nimbers below 2^64 are a tower of fields, each the square of the one below: a 2k-bit
// number is a1 * X + a0 with X = 2^k a Fermat 2-power, X (*) X = X ^ X/2, so one product of
// 2k-bit numbers is three products of k-bit ones (Karatsuba: a0 b0, a1 b1, (a0^a1)(b0^b1))
// and one product by the constant X/2. From 64 bits down to 8: 27 byte products, read from a
// 256 x 256 table, and 27 byte products by 2^7 (a 256-entry table).
//
// Usage: nim_product_64 [stdio|cin|raw] < input > output
//   stdio: scanf / printf (the default);
//   cin:   std::cin / std::cout with std::ios::sync_with_stdio(false);
//   raw:   the whole input by fread, digits parsed by hand, answers written by hand.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <vector>

typedef unsigned long long u64;
typedef uint32_t u32;

static uint8_t prod8[256][256];
static uint8_t half8[256];

// The plain recursion, for the tables: a (*) b for a, b < 2^bits.
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
    uint8_t p4[16][16];
    for (u32 a = 0; a < 16; a++)
        for (u32 b = 0; b < 16; b++) p4[a][b] = (uint8_t)slow(a, b, 4);
    uint8_t half4[16];
    for (u32 a = 0; a < 16; a++) half4[a] = p4[a][8];
    for (u32 a = 0; a < 256; a++)
        for (u32 b = 0; b < 256; b++) {
            u32 a0 = a & 15, a1 = a >> 4, b0 = b & 15, b1 = b >> 4;
            u32 lo = p4[a0][b0], hi = p4[a1][b1], mid = p4[a0 ^ a1][b0 ^ b1];
            prod8[a][b] = (uint8_t)(((mid ^ lo) << 4) ^ lo ^ half4[hi]);
        }
    for (u32 a = 0; a < 256; a++) half8[a] = prod8[a][128];
}

static inline u32 mul16(u32 a, u32 b) {
    u32 a0 = a & 255, a1 = a >> 8, b0 = b & 255, b1 = b >> 8;
    u32 lo = prod8[a0][b0], hi = prod8[a1][b1], mid = prod8[a0 ^ a1][b0 ^ b1];
    return ((mid ^ lo) << 8) ^ lo ^ half8[hi];
}
// e (*) 2^15 = e (*) 2^8 (*) 2^7, for e < 2^16.
static inline u32 half16(u32 e) {
    u32 e0 = e & 255, e1 = e >> 8;
    return (half8[e0 ^ e1] << 8) ^ half8[half8[e1]];
}
static inline u32 mul32(u32 a, u32 b) {
    u32 a0 = a & 0xffff, a1 = a >> 16, b0 = b & 0xffff, b1 = b >> 16;
    u32 lo = mul16(a0, b0), hi = mul16(a1, b1), mid = mul16(a0 ^ a1, b0 ^ b1);
    return ((mid ^ lo) << 16) ^ lo ^ half16(hi);
}
// e (*) 2^31 = e (*) 2^16 (*) 2^15, for e < 2^32.
static inline u32 half32(u32 e) {
    u32 e0 = e & 0xffff, e1 = e >> 16;
    return (half16(e0 ^ e1) << 16) ^ half16(half16(e1));
}
static inline u64 mul64(u64 a, u64 b) {
    u32 a0 = (u32)a, a1 = (u32)(a >> 32), b0 = (u32)b, b1 = (u32)(b >> 32);
    u32 lo = mul32(a0, b0), hi = mul32(a1, b1), mid = mul32(a0 ^ a1, b0 ^ b1);
    return ((u64)(mid ^ lo) << 32) ^ lo ^ half32(hi);
}

static int run_stdio() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int i = 0; i < t; i++) {
        u64 a, b;
        if (scanf("%llu %llu", &a, &b) != 2) return 1;
        printf("%llu\n", mul64(a, b));
    }
    return 0;
}

static int run_cin() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(0);
    int t;
    if (!(std::cin >> t)) return 1;
    for (int i = 0; i < t; i++) {
        u64 a, b;
        if (!(std::cin >> a >> b)) return 1;
        std::cout << mul64(a, b) << '\n';
    }
    return 0;
}

static int run_raw() {
    std::vector<char> in;
    size_t size = 0;
    in.resize(1 << 20);
    for (;;) {
        size_t got = fread(&in[size], 1, in.size() - size, stdin);
        size += got;
        if (size < in.size()) break;
        in.resize(in.size() * 2);
    }
    in.resize(size + 1);
    in[size] = 0;
    const char *p = &in[0];
    const char *end = p + size;
    // The next unsigned number, skipping anything else before it.
    auto next = [&]() -> u64 {
        while (p < end && (*p < '0' || *p > '9')) p++;
        u64 v = 0;
        while (p < end && *p >= '0' && *p <= '9') v = v * 10 + (u64)(*p++ - '0');
        return v;
    };
    u64 t = next();
    std::vector<char> out(t * 21 + 1);
    char *o = &out[0];
    for (u64 i = 0; i < t; i++) {
        u64 a = next(), b = next();
        u64 v = mul64(a, b);
        char digits[20];
        int n = 0;
        do {
            digits[n++] = (char)('0' + v % 10);
            v /= 10;
        } while (v);
        while (n) *o++ = digits[--n];
        *o++ = '\n';
    }
    fwrite(&out[0], 1, (size_t)(o - &out[0]), stdout);
    return 0;
}

int main(int argc, char **argv) {
    build();
    if (argc > 1 && strcmp(argv[1], "raw") == 0) return run_raw();
    if (argc > 1 && strcmp(argv[1], "cin") == 0) return run_cin();
    return run_stdio();
}
