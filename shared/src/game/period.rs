//! Eventual periods: where a table of game values starts to repeat, and with what period.

/// An eventual period of a sequence: `seq[i] == seq[i + length]` for every `i >= start` seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// The pre-period: the first index from which the sequence repeats.
    pub start: usize,
    /// The period.
    pub length: usize,
}

/// The eventual period of a finite prefix of an infinite sequence, if the prefix shows one.
///
/// Returns the smallest period `length`, with the smallest `start` for it, such that
/// `seq[i] == seq[i + length]` for all `start <= i < seq.len() - length`, counting it as seen
/// only when the repeating part is long enough to be evidence: it covers at least the second
/// half of `seq` and at least two full periods. A tail that merely happens to repeat once near
/// the end is therefore not reported; give a longer prefix to confirm a long pre-period.
///
/// # Complexity
/// O(len) per rejected candidate period that is contradicted late, O(len²) in the worst case;
/// in practice a wrong candidate fails within a few periods of the end.
///
/// # Example
/// ```
/// use shared::game::{eventual_period, outcome_table, Period};
/// // Subtraction game {1, 2, 3}: win/lose repeats with period 4 from the start.
/// let win = outcome_table(100, |n, w, out| out.extend((1..=3).filter(|&t| t <= n).map(|t| w[n - t])));
/// assert_eq!(eventual_period(&win), Some(Period { start: 0, length: 4 }));
/// // A pre-period: 7 9 then 1 2 3 repeating.
/// let seq = [7, 9, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3];
/// assert_eq!(eventual_period(&seq), Some(Period { start: 2, length: 3 }));
/// // The squares are not periodic.
/// let squares: Vec<u64> = (0..100).map(|i| i * i).collect();
/// assert_eq!(eventual_period(&squares), None);
/// ```
pub fn eventual_period<T: PartialEq>(seq: &[T]) -> Option<Period> {
    let len = seq.len();
    let half = len / 2;
    for length in 1..=len / 2 {
        // Walk back from the end while the shifted copy agrees; `start` is where it stops.
        let mut start = len - length;
        while start > 0 && seq[start - 1] == seq[start - 1 + length] {
            start -= 1;
        }
        if start <= len - half.max(2 * length) {
            return Some(Period { start, length });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constant_and_alternating() {
        assert_eq!(
            eventual_period(&[5; 10]),
            Some(Period {
                start: 0,
                length: 1
            })
        );
        assert_eq!(
            eventual_period(&[0, 1, 0, 1, 0, 1]),
            Some(Period {
                start: 0,
                length: 2
            })
        );
    }

    #[test]
    fn too_short_to_tell() {
        assert_eq!(eventual_period::<u8>(&[]), None);
        assert_eq!(eventual_period(&[1]), None);
        assert_eq!(eventual_period(&[1, 2, 3]), None);
    }

    #[test]
    fn a_repeat_only_near_the_end_is_not_a_period() {
        let mut seq: Vec<u32> = (0..40).collect();
        seq.extend([1, 2, 1, 2]);
        assert_eq!(eventual_period(&seq), None);
    }

    #[test]
    fn every_planted_period_is_found_exactly() {
        for start in 0..12 {
            for length in 1..9 {
                // Distinct pre-period values, then a cycle of distinct values.
                let seq: Vec<usize> = (0..200)
                    .map(|i| {
                        if i < start {
                            1000 + i
                        } else {
                            (i - start) % length
                        }
                    })
                    .collect();
                // The last pre-period value must differ from the value a period later.
                assert_eq!(
                    eventual_period(&seq),
                    Some(Period { start, length }),
                    "start={start} length={length}"
                );
            }
        }
    }
}
