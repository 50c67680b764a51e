// POJ 3710 Christmas Game: Hackenbush on rooted graphs (trees with polygons hung at nodes); a cut
// drops what no longer reaches the root; who cannot move loses.
//
// The C++11 twin of the Rust solution (src/lib.rs, where the rule is proven), for the judges
// that take no Rust: the same answers on every input the Rust program accepts. On other input
// it prints nothing on stdout, one `error: ...` line on stderr and exits with status 1, like the
// Rust program (the messages are built the same way). What follows the data is not read, as by
// the Rust program (old judge data may end in a DOS end-of-file byte).
//
// Rule: a graph's Grundy value comes from its bridges (an iterative DFS that skips only the edge
// it came by): each 2-edge-connected component is worth the parity of its inner edges (fusion
// principle: fused, they are loops), and on the tree of components, rooted at node 1's,
// g(C) = parity(C) xor the xor over child components D of g(D) + 1 (colon principle). Sally wins
// iff the xor over the graphs is not 0. O(m + k) per graph. Std only. Tested by crates/judge: every sample, and the Rust
// binary's answers on mutated samples; `just stress` compares it with the Rust `solve` on
// random inputs.

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace {

typedef unsigned long long u64;

const u64 MAX_U64 = ~0ULL;
// The most graphs, nodes and edges, as MAX_GRAPHS, MAX_NODES and MAX_EDGES in src/lib.rs.
const u64 MAX_GRAPHS = 100000, MAX_NODES = 100000, MAX_EDGES = 100000;

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
    Input() : pos_(0), case_(0), graph_(0) {
        char buf[1 << 16];
        size_t got;
        while ((got = std::fread(buf, 1, sizeof buf, stdin)) > 0) text_.append(buf, got);
        if (text_.compare(0, 3, "\xEF\xBB\xBF") == 0) pos_ = 3;  // a UTF-8 byte order mark
    }

    // Later errors start with "case N: " (0: no case).
    void context(u64 case_number) { case_ = case_number, graph_ = 0; }
    // Later errors start with "case N, graph G: ".
    void context(u64 case_number, u64 graph) { case_ = case_number, graph_ = graph; }

    // The next token as an integer in lo..=hi; false, with the error on stderr, otherwise.
    bool read(const char* name, u64 lo, u64 hi, u64& value) {
        std::string token = next();
        if (parse(token, value) && value >= lo && value <= hi) return true;
        fail(name, lo, hi, token, NULL);
        return false;
    }

    // As read, the name being "name number" (built only for an error message).
    bool read(const char* name, u64 number, u64 lo, u64 hi, u64& value) {
        std::string token = next();
        if (parse(token, value) && value >= lo && value <= hi) return true;
        std::string numbered = name;
        numbered += ' ';
        append(numbered, number);
        fail(numbered.c_str(), lo, hi, token, NULL);
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
            if (graph_ != 0) {
                message += ", graph ";
                append(message, graph_);
            }
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
    u64 graph_;
};

const size_t NONE = ~static_cast<size_t>(0);

// The Grundy value of the graph on nodes 1..m with these edges (src/lib.rs, `grundy`).
u64 grundy(size_t m, const std::vector<size_t>& from, const std::vector<size_t>& to) {
    size_t k = from.size();
    std::vector<std::vector<std::pair<size_t, size_t> > > adjacent(m + 1);
    for (size_t id = 0; id < k; ++id) {
        adjacent[from[id]].push_back(std::make_pair(to[id], id));
        if (from[id] != to[id]) adjacent[to[id]].push_back(std::make_pair(from[id], id));
    }
    std::vector<size_t> order(m + 1, NONE), low(m + 1, 0), parent(m + 1, NONE),
        parent_edge(m + 1, NONE), preorder(1, 1);
    std::vector<bool> bridge(k, false);
    order[1] = 0;
    std::vector<std::pair<size_t, size_t> > stack(1, std::make_pair(1, 0));
    while (!stack.empty()) {
        size_t v = stack.back().first;
        if (stack.back().second < adjacent[v].size()) {
            std::pair<size_t, size_t> next = adjacent[v][stack.back().second++];
            size_t w = next.first, id = next.second;
            if (id == parent_edge[v]) continue;
            if (order[w] == NONE) {
                order[w] = low[w] = preorder.size();
                parent[w] = v;
                parent_edge[w] = id;
                preorder.push_back(w);
                stack.push_back(std::make_pair(w, 0));
            } else if (order[w] < low[v]) {
                low[v] = order[w];
            }
        } else {
            stack.pop_back();
            size_t u = parent[v];
            if (u != NONE) {
                if (low[v] < low[u]) low[u] = low[v];
                bridge[parent_edge[v]] = low[v] > order[u];
            }
        }
    }
    std::vector<size_t> component(m + 1, NONE);
    std::vector<u64> value;
    for (size_t i = 0; i < preorder.size(); ++i) {
        size_t v = preorder[i], u = parent[v];
        if (u == NONE || bridge[parent_edge[v]]) {
            component[v] = value.size();
            value.push_back(0);
        } else {
            component[v] = component[u];
        }
    }
    for (size_t id = 0; id < k; ++id) {
        if (component[from[id]] != NONE && !bridge[id]) value[component[from[id]]] ^= 1;
    }
    for (size_t i = preorder.size(); i-- > 0;) {
        size_t v = preorder[i], u = parent[v];
        if (u != NONE && bridge[parent_edge[v]]) value[component[u]] ^= value[component[v]] + 1;
    }
    return value[0];
}

}  // namespace

int main() {
    Input input;
    std::string out;
    std::vector<size_t> from, to;
    for (u64 i = 1;; ++i) {
        input.context(i);
        u64 n;
        if (!input.read("N", 1, MAX_GRAPHS, n)) return 1;
        u64 total = 0;
        for (u64 g = 1; g <= n; ++g) {
            input.context(i, g);
            u64 m, k;
            if (!input.read("m", 1, MAX_NODES, m) || !input.read("k", 0, MAX_EDGES, k)) return 1;
            from.clear();
            to.clear();
            for (u64 e = 1; e <= 2 * k; ++e) {
                // "edge end E", as Input::read_many names the E-th end in src/lib.rs.
                u64 end;
                if (!input.read("edge end", e, 1, m, end)) return 1;
                (e % 2 == 1 ? from : to).push_back(static_cast<size_t>(end));
            }
            total ^= grundy(static_cast<size_t>(m), from, to);
        }
        out += total != 0 ? "Sally\n" : "Harry\n";
        if (input.at_end()) break;
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
