//! Inputs near a sample: the same text with one to three of its numbers changed, to compare two
//! programs of one problem (the C++ one and the Rust binary) past the samples without knowing
//! the problem's format. A changed number may make the input invalid (a count that no longer
//! matches, a value out of range): the Rust binary refuses it, and then only a time-out of the
//! other program is a failure. Random inputs in the problem's own layout are `just stress`'s.
//!
//! ## Tested
//! The unit tests below: a mutant keeps the sample's layout and changes one to three numbers,
//! and the same seed gives the same mutants.

use study::fastrand::Rng;

/// Values at the edges of what the problems read: 32- and 64-bit ends, round limits.
const EDGES: [u64; 9] = [
    1_000_000_000,
    1_000_000_001,
    1 << 32,
    1_000_000_000_000_000_000,
    1 << 62,
    1 << 63,
    u64::MAX - 2,
    u64::MAX - 1,
    u64::MAX,
];

/// `text` with one to three of its numbers (tokens that are a `u64`) replaced, each by a
/// neighbour (±1, double, half, anything up to twice it), a small value (0 to 3) or an edge
/// value ([`EDGES`]); everything else, whitespace included, is kept. A text without a number
/// comes back unchanged.
///
/// # Complexity
/// O(length of `text`).
pub fn mutated(text: &str, rng: &mut Rng) -> String {
    let mut numbers = Vec::new();
    let mut at = 0;
    for token in text.split_whitespace() {
        let start = at + text[at..].find(token).expect("the token is in the text");
        at = start + token.len();
        if let Ok(value) = token.parse::<u64>() {
            numbers.push((start, at, value));
        }
    }
    if numbers.is_empty() {
        return text.to_string();
    }
    let mut chosen: Vec<usize> = (0..rng.usize(1..=3))
        .map(|_| rng.usize(..numbers.len()))
        .collect();
    chosen.sort_unstable();
    chosen.dedup();
    let mut out = String::with_capacity(text.len() + 64);
    let mut copied = 0;
    for i in chosen {
        let (start, end, value) = numbers[i];
        out.push_str(&text[copied..start]);
        out.push_str(&replacement(value, rng).to_string());
        copied = end;
    }
    out.push_str(&text[copied..]);
    out
}

fn replacement(value: u64, rng: &mut Rng) -> u64 {
    match rng.u8(..10) {
        0 => value.saturating_add(1),
        1 => value.saturating_sub(1),
        2 => value.saturating_mul(2),
        3 => value / 2,
        4..=5 => rng.u64(..=value.saturating_mul(2).saturating_add(2)),
        6..=7 => rng.u64(..=3),
        _ => EDGES[rng.usize(..EDGES.len())],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mutant_keeps_the_layout_and_changes_one_to_three_numbers() {
        let sample = "3\r\n1 1 2\n  x 40\n";
        let mut rng = Rng::with_seed(7);
        let mut changed_counts = [0; 4];
        for _ in 0..300 {
            let m = mutated(sample, &mut rng);
            let (a, b): (Vec<&str>, Vec<&str>) = (
                sample.split_whitespace().collect(),
                m.split_whitespace().collect(),
            );
            assert_eq!(a.len(), b.len(), "{m:?}");
            assert_eq!(b[4], "x");
            assert!(b
                .iter()
                .enumerate()
                .all(|(i, t)| i == 4 || t.parse::<u64>().is_ok()));
            let gaps = |t: &str| t.split(|c: char| !c.is_whitespace()).collect::<String>();
            assert_eq!(gaps(sample), gaps(&m), "{m:?}");
            let changed = a.iter().zip(&b).filter(|(x, y)| x != y).count();
            assert!(changed <= 3, "{m:?}");
            changed_counts[changed] += 1;
        }
        // A replacement may equal the old value; most do not.
        assert!(changed_counts[0] < 50, "{changed_counts:?}");
        assert!(
            changed_counts[2] > 0 && changed_counts[3] > 0,
            "{changed_counts:?}"
        );
        assert_eq!(mutated("no numbers here", &mut rng), "no numbers here");
    }

    #[test]
    fn the_same_seed_gives_the_same_mutants() {
        let sample = "2\n10 20\n";
        let run = |seed| {
            let mut rng = Rng::with_seed(seed);
            (0..20)
                .map(|_| mutated(sample, &mut rng))
                .collect::<Vec<_>>()
        };
        assert_eq!(run(3), run(3));
        assert_ne!(run(3), run(4));
    }
}
