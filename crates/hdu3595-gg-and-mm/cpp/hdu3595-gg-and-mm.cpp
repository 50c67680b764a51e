// HDU 3595 GG and MM: N Euclid games (take k times one pile from the other); each turn the
// player moves in every unfinished game; who makes the last move of all wins (Every-SG).
//
// The C++11 twin of the Rust solution (src/lib.rs, where the rule is proven), for the judges
// that take no Rust: the same answers on every input the Rust program accepts. On other input
// it prints nothing on stdout, one `error: ...` line on stderr and exits with status 1, like the
// Rust program (the messages are built the same way). What follows the data is not read, as by
// the Rust program (old judge data may end in a DOS end-of-file byte).
//
// Rule: one game's remoteness `step` (0 when a pile is empty; odd exactly when the game alone is
// won) follows the Euclidean algorithm: with x <= y, 1 when x divides y, step(y - x, x) + 1 when
// y < 2x, else step(y mod x, x) + 1 or + 2 as that is even or odd. MM wins iff the largest step
// of the case is odd. O(log max pile) per game. Std only. Tested by crates/judge: every sample, and the Rust
// binary's answers on mutated samples; `just stress` compares it with the Rust `solve` on
// random inputs.

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

typedef unsigned long long u64;

const u64 MAX_U64 = ~0ULL;
// The most games in a case, as MAX_GAMES in src/lib.rs; piles are any u64.
const u64 MAX_GAMES = 1000000;

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

// The whole input as tokens separated by C's whitespace, as the Rust program reads it.
class Input {
public:
    Input() : pos_(0), case_(0) {
        char buf[1 << 16];
        size_t got;
        while ((got = std::fread(buf, 1, sizeof buf, stdin)) > 0) text_.append(buf, got);
        if (text_.compare(0, 3, "\xEF\xBB\xBF") == 0) pos_ = 3;  // a UTF-8 byte order mark
    }

    // Later errors start with "case N: " (0: no case).
    void context(u64 case_number) { case_ = case_number; }

    // The next token as an integer in lo..=hi; false, with the error on stderr, otherwise.
    bool read(const char* name, u64 lo, u64 hi, u64& value) {
        std::string token = next();
        if (parse(token, value) && value >= lo && value <= hi) return true;
        fail(name, lo, hi, token, NULL);
        return false;
    }

    // As read, except that the value `end` (the terminating line) sets `ended` instead.
    bool read_or_end(const char* name, u64 lo, u64 hi, u64 end, u64& value, bool& ended) {
        std::string token = next();
        bool number = parse(token, value);
        ended = number && value == end;
        if (ended || (number && value >= lo && value <= hi)) return true;
        std::string to_end;
        append(to_end, end);
        fail(name, lo, hi, token, to_end.c_str());
        return false;
    }

    // True when nothing but whitespace is left (or a last lone DOS end-of-file byte, which the
    // Rust program does not count as data either): the end of a layout whose cases run to the
    // end of the input.
    bool at_end() {
        size_t at = pos_;
        while (at < text_.size() && space(text_[at])) ++at;
        if (at < text_.size() && text_[at] == '\x1a') {
            ++at;
            while (at < text_.size() && space(text_[at])) ++at;
        }
        return at == text_.size();
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

    // "error: case N: name: expected an integer in lo..=hi[ or E to end], found ..." on stderr.
    void fail(const char* name, u64 lo, u64 hi, const std::string& token, const char* end) {
        std::string message = "error: ";
        if (case_ != 0) {
            message += "case ";
            append(message, case_);
            message += ": ";
        }
        message += name;
        message += ": expected an integer in ";
        append(message, lo);
        message += "..=";
        append(message, hi);
        if (end != NULL) {
            message += " or ";
            message += end;
            message += " to end";
        }
        message += ", found ";
        u64 value;
        if (token.empty()) {
            message += "the end of the input";
        } else if (parse(token, value)) {
            append(message, value);
        } else {
            message += "\"" + (token.size() > 20 ? token.substr(0, 20) + "..." : token) + "\"";
        }
        message += "\n";
        std::fputs(message.c_str(), stderr);
    }

    std::string text_;
    size_t pos_;
    u64 case_;
};

// The remoteness of the game with piles p and q (src/lib.rs, `step`): down the Euclidean
// algorithm noting which quotients are 1, then back up.
unsigned step(u64 p, u64 q) {
    u64 x = p < q ? p : q, y = p < q ? q : p;
    bool quotient_is_one[96];
    int depth = 0;
    unsigned s;
    for (;;) {
        if (x == 0) {
            s = 0;
            break;
        }
        if (y % x == 0) {
            s = 1;
            break;
        }
        quotient_is_one[depth++] = y - x < x;
        u64 r = y % x;
        y = x;
        x = r;
    }
    while (depth > 0) {
        --depth;
        s += quotient_is_one[depth] || s % 2 == 0 ? 1 : 2;
    }
    return s;
}

}  // namespace

int main() {
    Input input;
    std::string out;
    for (u64 i = 1;; ++i) {
        input.context(i);
        u64 n;
        bool ended;
        if (!input.read_or_end("N", 1, MAX_GAMES, 0, n, ended)) return 1;
        if (ended) break;
        unsigned largest = 0;
        for (u64 g = 0; g < n; ++g) {
            u64 p, q;
            if (!input.read("p", 0, MAX_U64, p) || !input.read("q", 0, MAX_U64, q)) return 1;
            unsigned s = step(p, q);
            if (s > largest) largest = s;
        }
        out += largest % 2 == 1 ? "MM\n" : "GG\n";
        if (input.at_end()) break;
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
