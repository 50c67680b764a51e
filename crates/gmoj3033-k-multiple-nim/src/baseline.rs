//! The straightforward solution the bench (`crates/bench/benches/k_multiple.rs`) measures
//! against: the spec's two sequences `a`, `b`
//! in preallocated arrays, the index `t` found by binary search for every term, and the greedy
//! sum by binary search too. O(L log L) per case. Used as the bench's baseline and, in the
//! crate's tests, as a second oracle for piles far beyond the brute force.

/// The smallest winning first move for a pile of `n` with multiplier `k`, or `None`.
///
/// # Constraints
/// `1 <= n <= 10^8`, `1 <= k <= 10^5`; `a` and `b` hold at least as many entries as there are
/// losing sizes up to `n` (748 551 for the worst case; the C-style original uses 10^7).
pub fn minimal_winning_move(n: u64, k: u64, a: &mut [u64], b: &mut [u64]) -> Option<u64> {
    a[0] = 1;
    b[0] = 1;
    let mut last = 0;
    while a[last] < n {
        last += 1;
        a[last] = b[last - 1] + 1;
        // Number of earlier terms with a_t · k < a_{i+1}; the last of them is t.
        let below = a[..last].partition_point(|&x| x * k < a[last]);
        b[last] = if below > 0 {
            b[below - 1] + a[last]
        } else {
            a[last]
        };
    }
    if a[last] == n {
        return None;
    }
    let mut rest = n;
    let mut smallest = 0;
    while rest > 0 {
        let term = a[a[..=last].partition_point(|&x| x <= rest) - 1];
        rest -= term;
        smallest = term;
    }
    Some(smallest)
}
