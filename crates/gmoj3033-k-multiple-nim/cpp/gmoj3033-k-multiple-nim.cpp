// gmoj3033-k-multiple-nim: first move takes less than the pile, then at most k times the last
// move.
//
// The C++11 twin of the Rust solution (src/lib.rs, where the rule is proven), for GMOJ, POJ and
// HDU, which take no Rust: the same answers on every input the Rust program accepts (`t` in
// 1..=100 cases, each `n k` with n in 1..=10^18 and k in 1..=10^5). On other input it prints
// nothing on stdout, one `error: ...` line on stderr and exits with status 1, like the Rust
// program, though not always with the same message (whitespace other than ASCII is refused here).
// What follows the data is not read, as by the Rust program (old judge data may end in a
// DOS end-of-file byte).
//
// Rule: the losing piles are a_1 = 1, a_2 = 2, ..., a_{j+1} = a_j + a_u with u the first index
// where k a_u >= a_j; a pile that is a term loses, and otherwise the smallest term of its greedy
// sum of terms is the least winning first move. O(m) per case for the m terms up to n (about
// 1.7 million, 13 MB, for n = 10^18 and k = 10^5), in 64 bits: every term is below 2 n. Std
// only. Tested by crates/judge: every sample, and the Rust binary's answers on mutated samples;
// `just stress` compares it with the Rust `solve` on random inputs.

#include <cstdio>
#include <string>
#include <vector>

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

// The losing pile sizes up to the first one >= n, into `losing`.
void build_losing_sizes(std::vector<u64>& losing, u64 n, u64 k) {
    losing.assign(1, 1);
    size_t first_covering = 0;
    u64 last = 1;
    // k a_u < last, never past 64 bits: a term above `fits` makes k a_u larger than any last.
    const u64 fits = MAX_U64 / k;
    while (last < n) {
        while (losing[first_covering] <= fits && k * losing[first_covering] < last) {
            ++first_covering;
        }
        last += losing[first_covering];
        losing.push_back(last);
    }
}

// The least winning first move, or 0 when the pile loses.
u64 minimal_winning_move(std::vector<u64>& losing, u64 n, u64 k) {
    build_losing_sizes(losing, n, k);
    if (losing.back() == n) return 0;
    u64 rest = n, smallest = 0;
    for (size_t i = losing.size(); i-- > 0 && rest > 0;) {
        if (losing[i] <= rest) {
            rest -= losing[i];
            smallest = losing[i];
        }
    }
    return smallest;
}

}  // namespace

int main() {
    Input input;
    u64 t;
    if (!input.read("t", 0, 1, 100, t)) return 1;
    std::vector<u64> ns, ks;
    for (u64 i = 1; i <= t; ++i) {
        u64 n, k;
        if (!input.read("n", i, 1, 1000000000000000000ULL, n) || !input.read("k", i, 1, 100000, k))
            return 1;
        ns.push_back(n);
        ks.push_back(k);
    }
    std::vector<u64> losing;
    std::string out;
    for (size_t i = 0; i < ns.size(); ++i) {
        u64 move = minimal_winning_move(losing, ns[i], ks[i]);
        out += "Case ";
        append(out, i + 1);
        out += ": ";
        if (move == 0) {
            out += "lose";
        } else {
            append(out, move);
        }
        out += "\n";
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
