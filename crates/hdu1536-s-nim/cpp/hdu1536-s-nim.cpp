// HDU 1536 S-Nim: Nim where a move takes exactly s beads from one heap, s in a given set S.
//
// The C++11 twin of the Rust solution (src/lib.rs, where the rule is proven), for the judges
// that take no Rust: the same answers on every input the Rust program accepts. On other input
// it prints nothing on stdout, one `error: ...` line on stderr and exits with status 1, like the
// Rust program (the messages are built the same way). What follows the data is not read, as by
// the Rust program (old judge data may end in a DOS end-of-file byte).
//
// Rule: one heap is the subtraction game of S, g(0) = 0, g(x) = mex { g(x - s) : s in S,
// s <= x }; a position is the sum of its heaps, won iff the xor of their values is not 0
// (Sprague-Grundy). Per block the table up to the block's largest heap, O(H k) <= 10^6 steps,
// then one xor pass per position. Blocks until a 0 where k would be, or the end of the input.
// Std only. Tested by crates/judge: every sample, and the Rust binary's answers on mutated
// samples; `lab stress hdu1536-s-nim` compares it with the Rust `solve` on random inputs.

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

typedef unsigned long long u64;

const u64 MAX_U64 = ~0ULL;
// The limits, as MAX_K, MAX_S, MAX_POSITIONS, MAX_HEAPS and MAX_HEAP in src/lib.rs.
const u64 MAX_K = 100;
const u64 MAX_S = 10000;
const u64 MAX_POSITIONS = 100;
const u64 MAX_HEAPS = 100;
const u64 MAX_HEAP = 10000;

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
    Input() : pos_(0) {
        char buf[1 << 16];
        size_t got;
        while ((got = std::fread(buf, 1, sizeof buf, stdin)) > 0) text_.append(buf, got);
        if (text_.compare(0, 3, "\xEF\xBB\xBF") == 0) pos_ = 3;  // a UTF-8 byte order mark
    }

    // Later errors start with "what: " (empty: nothing), as the Rust reader's context.
    void context(const std::string& what) { context_ = what; }

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

    // "error: context: name: expected an integer in lo..=hi[ or E to end], found ..." on stderr.
    void fail(const char* name, u64 lo, u64 hi, const std::string& token, const char* end) {
        std::string message = "error: ";
        if (!context_.empty()) message += context_ + ": ";
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
    std::string context_;
};

// "block N", or "block N, position P" when p is not 0.
std::string where(u64 block, u64 p) {
    std::string text = "block ";
    append(text, block);
    if (p != 0) {
        text += ", position ";
        append(text, p);
    }
    return text;
}

// g(0..=upto) for the set `set` (sorted here, repeats dropped): a value has at most |set|
// options, so a mex is at most |set|; seen[v] == x + 1 marks v as an option's value at x.
void grundy_values(std::vector<u64>& set, u64 upto, std::vector<unsigned>& g) {
    std::sort(set.begin(), set.end());
    set.erase(std::unique(set.begin(), set.end()), set.end());
    std::vector<u64> seen(set.size() + 2, 0);
    g.assign(static_cast<size_t>(upto + 1), 0);
    for (u64 x = 0; x <= upto; ++x) {
        for (size_t i = 0; i < set.size() && set[i] <= x; ++i) {
            unsigned v = g[static_cast<size_t>(x - set[i])];
            if (v < seen.size()) seen[v] = x + 1;
        }
        unsigned mex = 0;
        while (seen[mex] == x + 1) ++mex;
        g[static_cast<size_t>(x)] = mex;
    }
}

}  // namespace

int main() {
    Input input;
    std::string out;
    std::vector<u64> set;
    std::vector<std::vector<u64> > positions;
    std::vector<unsigned> g;
    for (u64 block = 1;; ++block) {
        if (block > 1 && input.at_end()) break;
        input.context(where(block, 0));
        u64 k;
        bool ended;
        if (!input.read_or_end("k", 1, MAX_K, 0, k, ended)) return 1;
        if (ended) break;
        set.assign(static_cast<size_t>(k), 0);
        for (u64 i = 0; i < k; ++i) {
            std::string name = "s ";
            append(name, i + 1);
            if (!input.read(name.c_str(), 1, MAX_S, set[static_cast<size_t>(i)])) return 1;
        }
        u64 m;
        if (!input.read("m", 1, MAX_POSITIONS, m)) return 1;
        positions.assign(static_cast<size_t>(m), std::vector<u64>());
        u64 largest = 0;
        for (u64 p = 0; p < m; ++p) {
            input.context(where(block, p + 1));
            u64 l;
            if (!input.read("l", 1, MAX_HEAPS, l)) return 1;
            std::vector<u64>& heaps = positions[static_cast<size_t>(p)];
            heaps.assign(static_cast<size_t>(l), 0);
            for (u64 i = 0; i < l; ++i) {
                std::string name = "h ";
                append(name, i + 1);
                u64& heap = heaps[static_cast<size_t>(i)];
                if (!input.read(name.c_str(), 0, MAX_HEAP, heap)) return 1;
                if (heap > largest) largest = heap;
            }
        }
        grundy_values(set, largest, g);
        for (size_t p = 0; p < positions.size(); ++p) {
            unsigned x = 0;
            for (size_t i = 0; i < positions[p].size(); ++i) {
                x ^= g[static_cast<size_t>(positions[p][i])];
            }
            out += x != 0 ? 'W' : 'L';
        }
        out += '\n';
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
