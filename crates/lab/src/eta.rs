//! The time left of a long run, for the progress bar: a power law fitted to the run itself.
//!
//! The positions of a table cost more as it grows (about `n` each for a code's pair loop or a
//! `take:` rule in `n`, `n²` for a code's three-heap splits), so a linear estimate falls short
//! by up to the exponent; [`Eta`] reads the exponent off the run.
//!
//! Tested by the unit tests below: runs of time `c x^k` for `k` = 1, 2, 3 are estimated
//! within 5 % once a fifth is done, and nothing is guessed before there is enough to go on.

use std::time::{Duration, Instant};

/// The time left of a run whose `done` steps out of `total` took `t(done)`, assuming
/// `t(x) = c x^k`: `k` from the times at `done` and at half of it (a sample kept at every 10 %
/// of growth), clamped to `0.5..=4`, so the whole run takes `t(done) (total / done)^k`.
/// Nothing until 1 % of the steps and a quarter of a second are done.
pub struct Eta {
    total: u64,
    done: u64,
    started: Instant,
    /// `(steps done, seconds)`, each count at least 10 % above the one before.
    samples: Vec<(u64, f64)>,
}

impl Eta {
    /// A run of `total` steps, starting now.
    pub fn new(total: u64) -> Self {
        Self::starting(total, Instant::now())
    }

    /// A run of `total` steps that started at `started`.
    pub fn starting(total: u64, started: Instant) -> Self {
        Eta {
            total,
            done: 0,
            started,
            samples: Vec::new(),
        }
    }

    /// `steps` more steps are done at `now`.
    pub fn record(&mut self, steps: u64, now: Instant) {
        self.done += steps;
        let last = self.samples.last().map_or(0, |&(d, _)| d);
        if self.done > last + last / 10 {
            let seconds = now.duration_since(self.started).as_secs_f64();
            self.samples.push((self.done, seconds));
        }
    }

    /// The time left, once there is enough to go on.
    pub fn remaining(&self, now: Instant) -> Option<Duration> {
        let elapsed = now.duration_since(self.started).as_secs_f64();
        if self.total == 0 || self.done == 0 || self.done * 100 < self.total || elapsed < 0.25 {
            return None;
        }
        let &(half, then) = self
            .samples
            .iter()
            .rev()
            .find(|&&(d, _)| 2 * d <= self.done)?;
        if half == 0 || then <= 0.0 {
            return None;
        }
        let k = ((elapsed / then).ln() / (self.done as f64 / half as f64).ln()).clamp(0.5, 4.0);
        let whole = elapsed * (self.total as f64 / self.done as f64).powf(k);
        Some(Duration::from_secs_f64((whole - elapsed).max(0.0)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A run whose time grows like `steps^k` is estimated exactly once a fifth of it is done,
    /// for the linear, quadratic and cubic runs of the tables.
    #[test]
    fn a_power_law_run_is_estimated_exactly() {
        for k in [1.0f64, 2.0, 3.0] {
            let start = Instant::now();
            let total = 100_000u64;
            // t(x) = 60 s (x / total)^k.
            let at =
                |x: u64| start + Duration::from_secs_f64(60.0 * (x as f64 / total as f64).powf(k));
            let mut eta = Eta::starting(total, start);
            let mut done = 0;
            while done < total / 5 {
                done += 100;
                eta.record(100, at(done));
            }
            let left = eta.remaining(at(done)).unwrap().as_secs_f64();
            let truth = 60.0 - 60.0 * (done as f64 / total as f64).powf(k);
            assert!(
                (left - truth).abs() < 0.05 * truth,
                "k = {k}: {left} s, not {truth} s"
            );
        }
    }

    #[test]
    fn no_estimate_before_there_is_enough_to_go_on() {
        let start = Instant::now();
        let mut eta = Eta::starting(1000, start);
        assert_eq!(eta.remaining(start + Duration::from_secs(5)), None);
        eta.record(5, start + Duration::from_secs(1));
        // Under 1 % done.
        assert_eq!(eta.remaining(start + Duration::from_secs(1)), None);
        let mut eta = Eta::starting(0, start);
        eta.record(5, start + Duration::from_secs(1));
        assert!(eta.remaining(start + Duration::from_secs(1)).is_none());
    }
}
