// Retrograde analysis of a directed graph, written the plain way a contestant would: the
// reversed edges in CSR arrays, out-degree counters, an array queue. The reference of
// scripts/bench-retrograde.sh against shared::game::retrograde (crates/bench/src/bin/retrograde.rs).
//
// Usage: retrograde-reference GRAPH, where GRAPH is the binary file `retrograde --generate`
// writes: n and m as little-endian u32, then m edges (from, to), each two u32.
// Prints "win W lose L draw D remoteness-sum S max-remoteness R build-seconds B solve-seconds T":
// the counts of each outcome for the player to move (a player who cannot move loses; a
// position never decided is a draw), the sum and maximum of the remoteness of the decided
// positions (a Win's is 1 + the least of its Lose options', a Lose's 1 + the largest of its
// options'), the time to build the reversed graph and the time of the analysis (the file's
// reading is not timed).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <vector>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: retrograde-reference GRAPH\n");
        return 2;
    }
    std::FILE* file = std::fopen(argv[1], "rb");
    uint32_t header[2];
    if (!file || std::fread(header, 4, 2, file) != 2) {
        std::fprintf(stderr, "error: cannot read the header of %s\n", argv[1]);
        return 1;
    }
    const uint32_t n = header[0], m = header[1];
    std::vector<uint32_t> edges(2 * static_cast<size_t>(m));
    if (std::fread(edges.data(), 4, edges.size(), file) != edges.size()) {
        std::fprintf(stderr, "error: %s is shorter than its %u edges\n", argv[1], m);
        return 1;
    }
    std::fclose(file);
    for (uint32_t v : edges) {
        if (v >= n) {
            std::fprintf(stderr, "error: a vertex %u in a graph of %u\n", v, n);
            return 1;
        }
    }

    auto t0 = std::chrono::steady_clock::now();
    // The reversed graph: pred[start[v] .. start[v + 1]] are the u with an edge u -> v.
    std::vector<uint32_t> start(n + 1, 0), left(n, 0), pred(m);
    for (uint32_t i = 0; i < m; i++) {
        left[edges[2 * i]]++;
        start[edges[2 * i + 1] + 1]++;
    }
    for (uint32_t v = 0; v < n; v++) start[v + 1] += start[v];
    std::vector<uint32_t> next(start.begin(), start.end() - 1);
    for (uint32_t i = 0; i < m; i++) pred[next[edges[2 * i + 1]]++] = edges[2 * i];

    auto t1 = std::chrono::steady_clock::now();
    enum : uint8_t { DRAW = 0, WIN = 1, LOSE = 2 };
    std::vector<uint8_t> result(n, DRAW);
    std::vector<uint32_t> remoteness(n, 0), queue;
    queue.reserve(n);
    for (uint32_t v = 0; v < n; v++) {
        if (left[v] == 0) {
            result[v] = LOSE;
            queue.push_back(v);
        }
    }
    for (size_t head = 0; head < queue.size(); head++) {
        const uint32_t v = queue[head];
        const bool lost = result[v] == LOSE;
        const uint32_t r = remoteness[v] + 1;
        for (uint32_t k = start[v]; k < start[v + 1]; k++) {
            const uint32_t u = pred[k];
            if (result[u] != DRAW) continue;
            if (lost) {
                result[u] = WIN;
            } else if (--left[u] == 0) {
                result[u] = LOSE;
            } else {
                continue;
            }
            remoteness[u] = r;
            queue.push_back(u);
        }
    }
    auto t2 = std::chrono::steady_clock::now();

    uint64_t count[3] = {0, 0, 0}, sum = 0;
    uint32_t most = 0;
    for (uint32_t v = 0; v < n; v++) {
        count[result[v]]++;
        if (result[v] != DRAW) {
            sum += remoteness[v];
            if (remoteness[v] > most) most = remoteness[v];
        }
    }
    std::chrono::duration<double> build = t1 - t0, solve = t2 - t1;
    std::printf("win %llu lose %llu draw %llu remoteness-sum %llu max-remoteness %u "
                "build-seconds %.6f solve-seconds %.6f\n",
                (unsigned long long)count[WIN], (unsigned long long)count[LOSE],
                (unsigned long long)count[DRAW], (unsigned long long)sum, most, build.count(),
                solve.count());
    return 0;
}
