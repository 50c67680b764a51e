// bzoj3895-take-or-merge: take one stone from a heap, or merge two heaps.
//
// The C++11 twin of the Rust solution (src/lib.rs, where the rule is proven), for BZOJ, which
// takes no Rust: the same answers on every input the Rust program accepts (`T` in 1..=10^5
// cases, each `n` in 0..=10^5 heaps and the `n` heap sizes in 1..=10^9). On other input it
// prints nothing on stdout, one `error: ...` line on stderr and exits with status 1, like the
// Rust program, though not always with the same message (whitespace other than ASCII is refused
// here).
// What follows the data is not read, as by the Rust program (old judge data may end in a
// DOS end-of-file byte).
//
// Rule: with c the heaps of one stone and s = sum over the bigger heaps of (a + 1), minus 1
// (0 when there is none), Alice wins iff c mod 3 != 0 when s is 0 or 2, (c + 1) mod 3 != 0 when
// s = 1, and c or s odd when s >= 3. O(n) per case in 64 bits (s stays below 10^15). Std only.
// Tested by crates/judge: every sample, and the Rust binary's answers on mutated samples;
// `just stress` compares it with the Rust `solve` on random inputs.

#include <cstdio>
#include <string>

namespace {

typedef unsigned long long u64;

const u64 MAX_U64 = ~0ULL;

// Appends `value` in decimal. Numbers are printed by hand, not by printf: some judges' old
// Windows C libraries misread "%llu".
void append(std::string& out, u64 value) {
    char digits[20];
    int count = 0;
    do {
        digits[count++] = static_cast<char>('0' + value % 10);
        value /= 10;
    } while (value != 0);
    while (count > 0) out += digits[--count];
}

// The whole input as whitespace-separated tokens, as the Rust program reads it.
class Input {
public:
    Input() : pos_(0) {
        char buf[1 << 16];
        size_t got;
        while ((got = std::fread(buf, 1, sizeof buf, stdin)) > 0) text_.append(buf, got);
        if (text_.compare(0, 3, "\xEF\xBB\xBF") == 0) pos_ = 3;  // a UTF-8 byte order mark
    }

    // The next token as an integer in lo..=hi; false, with the error on stderr, otherwise.
    // `item` (0: none) says which case the value belongs to.
    bool read(const char* name, u64 item, u64 lo, u64 hi, u64& value) {
        std::string token = next();
        if (!parse(token, value) || value < lo || value > hi) {
            std::string message = "error: ";
            if (item != 0) {
                message += "case ";
                append(message, item);
                message += ": ";
            }
            message += name;
            message += ": expected an integer in ";
            append(message, lo);
            message += "..=";
            append(message, hi);
            message += ", found ";
            message += token.empty() ? "the end of the input" : "\"" + token.substr(0, 40) + "\"";
            message += "\n";
            std::fputs(message.c_str(), stderr);
            return false;
        }
        return true;
    }

private:
    static bool space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

    std::string next() {
        while (pos_ < text_.size() && space(text_[pos_])) ++pos_;
        size_t start = pos_;
        while (pos_ < text_.size() && !space(text_[pos_])) ++pos_;
        return text_.substr(start, pos_ - start);
    }

    // Decimal digits with an optional leading '+', as Rust's u64::from_str takes them.
    static bool parse(const std::string& token, u64& value) {
        size_t i = !token.empty() && token[0] == '+' ? 1 : 0;
        if (i == token.size()) return false;
        value = 0;
        for (; i < token.size(); ++i) {
            if (token[i] < '0' || token[i] > '9') return false;
            u64 digit = static_cast<u64>(token[i] - '0');
            if (value > (MAX_U64 - digit) / 10) return false;
            value = value * 10 + digit;
        }
        return true;
    }

    std::string text_;
    size_t pos_;
};

bool wins_reduced(u64 singles, u64 block_moves) {
    if (block_moves == 0 || block_moves == 2) return singles % 3 != 0;
    if (block_moves == 1) return (singles + 1) % 3 != 0;
    return singles % 2 == 1 || block_moves % 2 == 1;
}

}  // namespace

int main() {
    Input input;
    u64 t;
    if (!input.read("T", 0, 1, 100000, t)) return 1;
    std::string out;
    for (u64 i = 1; i <= t; ++i) {
        u64 n;
        if (!input.read("n", i, 0, 100000, n)) return 1;
        u64 singles = 0, block = 0;
        for (u64 j = 0; j < n; ++j) {
            u64 heap;
            if (!input.read("heap", i, 1, 1000000000, heap)) return 1;
            if (heap == 1) {
                ++singles;
            } else {
                block += heap + 1;
            }
        }
        out += wins_reduced(singles, block == 0 ? 0 : block - 1) ? "YES\n" : "NO\n";
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
