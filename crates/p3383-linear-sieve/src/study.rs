//! What the lab knows of P3383, which is not a game: no table of values (a prime indicator
//! would print as "wins" and "loses"), the check of [`kth_primes`] against trial division on
//! every `k` of a small range, random and worst-case judge inputs.

use crate::{kth_primes, primes_by_trial_division, JUDGE_K, JUDGE_N, JUDGE_QUERIES, MAX_K, MAX_N};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_values, stress, Stress};
use ::study::{check_all, Game, ParamValues, Progress, Verdict, VerifySpec, WorstCase};

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: None,
        verify: VerifySpec {
            run: verify,
            inputs: "every k in 1..=N+1 with n = the N-th prime (the k-th prime; N+1 is past n)",
            default_upto: 20_000,
            max_upto: 200_000,
        },
        grid: None,
        // No moves: not a game (a sieve of primes).
        moves: None,
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Single, "n q k[q]")])),
    }
}

/// At least the first `count` primes, by trial division up to a doubling bound.
fn first_primes(count: usize) -> Vec<u64> {
    let mut bound = 16;
    loop {
        let primes = primes_by_trial_division(bound);
        if primes.len() >= count {
            return primes;
        }
        bound *= 2;
    }
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let count = upto.max(1);
    let brute = first_primes(count);
    // The tightest n: the count-th prime itself, so n is a prime and must be included.
    let n = brute[count - 1];
    let ks: Vec<u32> = (1..=count as u32).collect();
    let fast = kth_primes(&ks, n).ok();
    let past = kth_primes(&[count as u32 + 1], n).ok();
    check_all(
        progress,
        (1..=count + 1).collect(),
        |&k| format!("k = {k}, n = {n}"),
        |&k| {
            let fast = match &fast {
                Some(primes) if k <= count => Some(u64::from(primes[k - 1])),
                None if k <= count => None,
                _ => past.as_ref().map(|p| u64::from(p[0])),
            };
            (fast, brute.get(k - 1).copied().filter(|&p| p <= n))
        },
    )
}

/// π(n) by trial division, for drawing and shrinking valid queries.
fn pi(n: u64) -> u64 {
    primes_by_trial_division(n).len() as u64
}

/// `n` in `2..=2 + 60·size` (at most 962) and one to five queries in `1..=π(n)`.
#[derive(Clone, Debug)]
struct Case {
    n: u64,
    ks: Vec<u64>,
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let n = rng.u64(2..=2 + 60 * u64::from(size));
        let most = pi(n);
        let ks = (0..rng.usize(1..=5)).map(|_| rng.u64(1..=most)).collect();
        Case { n, ks }
    }

    /// Fewer queries, smaller `k`, smaller `n`, always a valid input (every `k <= π(n)`).
    fn shrink(&self) -> Vec<Self> {
        let mut out = Vec::new();
        if self.ks.len() > 1 {
            for i in 0..self.ks.len() {
                let mut ks = self.ks.clone();
                ks.remove(i);
                out.push(Case { n: self.n, ks });
            }
        }
        for (i, &k) in self.ks.iter().enumerate() {
            for smaller in smaller_values(k, 1) {
                let mut ks = self.ks.clone();
                ks[i] = smaller;
                out.push(Case { n: self.n, ks });
            }
        }
        let largest = self.ks.iter().copied().max().unwrap_or(1);
        for n in smaller_values(self.n, 2) {
            if pi(n) >= largest {
                out.push(Case {
                    n,
                    ks: self.ks.clone(),
                });
            }
        }
        out
    }

    fn judge_input(&self) -> String {
        let mut text = format!("{} {}\n", self.n, self.ks.len());
        for k in &self.ks {
            text.push_str(&format!("{k}\n"));
        }
        text
    }
}

fn queries(n: u64, ks: impl Iterator<Item = u32>) -> String {
    let ks: Vec<String> = ks.map(|k| k.to_string()).collect();
    format!("{n} {}\n{}\n", ks.len(), ks.join("\n"))
}

/// The judge's largest inputs (n = 10^8, 10^6 queries: random from a fixed seed, or all the
/// largest k), and n = 2^32 - 1 with 10^6 random queries up to π(2^32), past the limit.
fn worst_cases() -> Vec<WorstCase> {
    let mut rng = ::study::fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15u64);
    let random = queries(JUDGE_N, (0..JUDGE_QUERIES).map(|_| rng.u32(1..=JUDGE_K)));
    let largest = queries(JUDGE_N, std::iter::repeat(JUDGE_K).take(JUDGE_QUERIES));
    let past = queries(MAX_N, (0..JUDGE_QUERIES).map(|_| rng.u32(1..=MAX_K)));
    vec![
        WorstCase {
            name: "n = 10^8, 10^6 random k up to π(10^8) (the judge's limit)",
            input: random,
        },
        WorstCase {
            name: "n = 10^8, 10^6 times k = π(10^8)",
            input: largest,
        },
        WorstCase {
            name: "n = 2^32 - 1, 10^6 random k up to π(2^32) (past the limit)",
            input: past,
        },
    ]
}
