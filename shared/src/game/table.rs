//! Value tables for games whose position is one integer `n`, built bottom-up.
//!
//! Every builder takes `options(n, table, out)`: given a position `n` and the values already known
//! for all positions below it (`table[..n]`), it pushes onto `out` the value of every position one
//! move from `n` (`out` arrives empty; its buffer is reused).
//! This one shape covers plain moves (`table[n - p]`), several moves per option, and moves that
//! split a heap in two (`table[a] ^ table[b]` for Grundy values). Options must lead to smaller
//! positions; a game that counts upwards (toward a target `k`) is tabled on `k - n`.

/// Minimum excludant: the least `u32` not in `values`.
///
/// # Complexity
/// O(k) time and memory for k values.
///
/// # Example
/// ```
/// use shared::game::mex;
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex([5, 5, 1]), 0);
/// ```
pub fn mex<I: IntoIterator<Item = u32>>(values: I) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    // Only values below the count can be the answer's blockers.
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if let Some(slot) = seen.get_mut(v as usize) {
            *slot = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap() as u32
}

/// Win/lose table: `win[n]` is true when the player to move from `n` can force a win (an
/// N-position), false for a P-position. Normal play: a position without options is lost.
///
/// `options(n, &win[..n], out)` pushes `win` of each position one move from `n`.
///
/// # Complexity
/// O(upto + total number of options).
///
/// # Example
/// Subtraction game {1, 2, 3}: the losing positions are the multiples of 4.
/// ```
/// use shared::game::outcome_table;
/// let win = outcome_table(12, |n, win, out| out.extend((1..=3).filter(|&t| t <= n).map(|t| win[n - t])));
/// let losing: Vec<usize> = (0..=12).filter(|&n| !win[n]).collect();
/// assert_eq!(losing, [0, 4, 8, 12]);
/// ```
pub fn outcome_table<F>(upto: usize, options: F) -> Vec<bool>
where
    F: FnMut(usize, &[bool], &mut Vec<bool>),
{
    tabulate(upto, options, |out| {
        out.iter().any(|&opponent_wins| !opponent_wins)
    })
}

/// Grundy (nim-value) table: `g[n] = mex` of the values `options(n, &g[..n], out)` pushes.
///
/// # Complexity
/// O(upto + total number of options).
///
/// # Example
/// Kayles (remove one pin or two adjacent pins from a row, possibly splitting it) has the
/// well-known values 0 1 2 3 1 4 3 2 1 4 2 6 ...
/// ```
/// use shared::game::grundy_table;
/// let g = grundy_table(11, |n, g, out| {
///     for take in 1..=2.min(n) {
///         for left in 0..=n - take {
///             out.push(g[left] ^ g[n - take - left]);
///         }
///     }
/// });
/// assert_eq!(g, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
/// ```
pub fn grundy_table<F>(upto: usize, options: F) -> Vec<u32>
where
    F: FnMut(usize, &[u32], &mut Vec<u32>),
{
    tabulate(upto, options, |out| mex(out.iter().copied()))
}

/// Remoteness table (Steinhaus): the length of the game from `n` when the winner hurries and the
/// loser stalls. A position without options has remoteness 0; an odd remoteness means the player
/// to move wins, an even one that he loses.
///
/// - some option has even remoteness: `1 + min` over the options with even remoteness;
/// - otherwise (every option odd, or none): `1 + max` over all options, or 0 without options.
///
/// `options(n, &r[..n], out)` pushes the remoteness of each position one move from `n`.
///
/// # Complexity
/// O(upto + total number of options).
///
/// # Example
/// Subtraction game {1, 2}: from 5 the winner takes 2 (to 3), then answers every move so that
/// the game ends after 3 moves; from 3 the loser survives 2 moves.
/// ```
/// use shared::game::remoteness_table;
/// let r = remoteness_table(6, |n, r, out| out.extend((1..=2).filter(|&t| t <= n).map(|t| r[n - t])));
/// assert_eq!(r, [0, 1, 1, 2, 3, 3, 4]);
/// ```
pub fn remoteness_table<F>(upto: usize, options: F) -> Vec<u32>
where
    F: FnMut(usize, &[u32], &mut Vec<u32>),
{
    tabulate(upto, options, |out| {
        let fastest_win = out.iter().filter(|&&v| v % 2 == 0).min();
        let longest_loss = out.iter().max();
        match (fastest_win, longest_loss) {
            (Some(w), _) => w + 1,
            (None, Some(l)) => l + 1,
            (None, None) => 0,
        }
    })
}

/// The common loop: `table[n] = value(options of n)`, with one reused buffer for the options.
fn tabulate<T, F, V>(upto: usize, mut options: F, value: V) -> Vec<T>
where
    F: FnMut(usize, &[T], &mut Vec<T>),
    V: Fn(&[T]) -> T,
{
    let mut table = Vec::with_capacity(upto + 1);
    let mut out = Vec::new();
    for n in 0..=upto {
        out.clear();
        options(n, &table, &mut out);
        let v = value(&out);
        table.push(v);
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Subtraction moves of the given sizes, as an options closure for any table.
    fn subtract<T: Copy>(sizes: &[usize]) -> impl FnMut(usize, &[T], &mut Vec<T>) + '_ {
        move |n, t, out| out.extend(sizes.iter().filter(|&&s| s <= n).map(|&s| t[n - s]))
    }

    #[test]
    fn mex_edges() {
        assert_eq!(mex([0, 1, 2]), 3);
        assert_eq!(mex([1, 2, 3]), 0);
        assert_eq!(mex([u32::MAX, 0]), 1);
        assert_eq!(mex([2, 0, 2, 0, 1]), 3);
    }

    #[test]
    fn nim_heap_has_its_size_as_grundy_value() {
        let g = grundy_table(50, |n, g, out| out.extend_from_slice(&g[..n]));
        assert!(g.iter().enumerate().all(|(n, &v)| v as usize == n));
    }

    #[test]
    fn subtraction_game_grundy_is_n_mod_k_plus_one() {
        for k in 1..=6usize {
            let sizes: Vec<usize> = (1..=k).collect();
            let g = grundy_table(60, subtract(&sizes));
            for (n, &v) in g.iter().enumerate() {
                assert_eq!(v as usize, n % (k + 1), "k={k} n={n}");
            }
        }
    }

    #[test]
    fn outcome_agrees_with_grundy_and_remoteness_parity() {
        for sizes in [&[1usize, 3, 4][..], &[2, 5], &[1, 4, 9, 16], &[3]] {
            let win = outcome_table(200, subtract(sizes));
            let g = grundy_table(200, subtract(sizes));
            let r = remoteness_table(200, subtract(sizes));
            for n in 0..=200 {
                assert_eq!(win[n], g[n] != 0, "sizes={sizes:?} n={n}");
                assert_eq!(win[n], r[n] % 2 == 1, "sizes={sizes:?} n={n}");
            }
        }
    }

    #[test]
    fn remoteness_of_take_one_is_the_heap_size() {
        let r = remoteness_table(30, subtract(&[1]));
        assert!(r.iter().enumerate().all(|(n, &v)| v as usize == n));
    }
}
