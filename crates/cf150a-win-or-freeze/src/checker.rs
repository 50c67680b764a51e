//! The judge's check of an answer to Win or Freeze, where any winning first move is right:
//! [`checker`]. Written from the statement alone (the game searched on the divisors of `q`, no
//! factor counting), std only and self-contained, so that `crates/judge` can compile this file
//! as it is into its registry of checkers (see `crates/judge/build.rs`): no `crate::` paths and
//! no tests here (they are in `lib.rs`).

/// The largest `q` checked: the judge's limit (the search below factors `q` by trial division).
const MAX_Q: u64 = 10_000_000_000_000;

/// Whether `output` is a right answer for the input `input` (one number `q`): the right winner
/// (`1` or `2`), then for `1` exactly one more token, `0` when `q` has no divisor `d` with
/// `1 < d < q`, else such a `d` at which the player to move (player 2) loses; nothing else.
/// Numbers are plain decimal digits.
///
/// # Errors
/// Why the output is wrong, in one line; or why the input is not one of the problem's.
///
/// # Complexity
/// O(√q) to factor `q`, then O(D²) over the `D` divisors of `q` (at most 6720 up to 10^13).
pub fn checker(input: &str, output: &str) -> Result<(), String> {
    let q = match input.split_whitespace().collect::<Vec<_>>()[..] {
        [q] => number(q).filter(|q| (1..=MAX_Q).contains(q)),
        _ => None,
    }
    .ok_or_else(|| format!("the input is not one q in 1..={MAX_Q}: {input:?}"))?;
    let divisors = divisors(q);
    let won = won_at_each(&divisors);
    let first_wins = won[divisors.len() - 1];
    let tokens: Vec<&str> = output.split_whitespace().collect();
    let winner = match tokens.first() {
        Some(&"1") => true,
        Some(&"2") => false,
        Some(other) => return Err(format!("the winner must be 1 or 2, not {other:?}")),
        None => return Err("the output is empty".to_string()),
    };
    if winner != first_wins {
        let (right, wrong) = if first_wins { (1, 2) } else { (2, 1) };
        return Err(format!("player {right} wins at {q}, not player {wrong}"));
    }
    let rest = &tokens[1..];
    if !first_wins {
        return match rest {
            [] => Ok(()),
            _ => Err(format!("nothing may follow 2, found {:?}", rest[0])),
        };
    }
    let [token] = rest else {
        return Err(format!(
            "after 1, exactly one move is expected, found {} tokens",
            rest.len()
        ));
    };
    let m = number(token).ok_or_else(|| format!("the move {token:?} is not a number"))?;
    if divisors.len() == 2 || q == 1 {
        return match m {
            0 => Ok(()),
            _ => Err(format!(
                "{q} has no divisor between 1 and itself: the move is 0"
            )),
        };
    }
    match divisors.iter().position(|&d| d == m) {
        Some(i) if 0 < i && i + 1 < divisors.len() && !won[i] => Ok(()),
        Some(i) if 0 < i && i + 1 < divisors.len() => Err(format!(
            "{m} is a winning number for player 2: write a divisor he loses at"
        )),
        _ => Err(format!("{m} is not a divisor of {q} between 1 and {q}")),
    }
}

/// A token of decimal digits only (no sign), as a `u64`.
fn number(token: &str) -> Option<u64> {
    let digits = !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit());
    token.parse().ok().filter(|_| digits)
}

/// Every divisor of `q >= 1`, increasing (1 and `q` included), by trial division.
fn divisors(q: u64) -> Vec<u64> {
    let mut out = vec![1];
    let mut rest = q;
    let mut p = 2;
    while p <= rest / p {
        let mut power = 0;
        while rest % p == 0 {
            rest /= p;
            power += 1;
        }
        extend(&mut out, p, power);
        p += 1;
    }
    if rest > 1 {
        extend(&mut out, rest, 1);
    }
    out.sort_unstable();
    out
}

/// Multiplies the divisors found so far by `p^1 … p^power`.
fn extend(divisors: &mut Vec<u64>, p: u64, power: u32) {
    let before = divisors.len();
    let mut factor = 1;
    for _ in 0..power {
        factor *= p;
        for i in 0..before {
            divisors.push(divisors[i] * factor);
        }
    }
}

/// For each divisor (increasing), whether the player to move there wins, from the rules: with
/// no divisor strictly between 1 and it he cannot move and wins; else he wins iff one of
/// those divisors is lost.
fn won_at_each(divisors: &[u64]) -> Vec<bool> {
    let mut won: Vec<bool> = Vec::with_capacity(divisors.len());
    for (i, &n) in divisors.iter().enumerate() {
        let mut moves = (1..i).filter(|&j| n % divisors[j] == 0).peekable();
        let w = moves.peek().is_none() || moves.any(|j| !won[j]);
        won.push(w);
    }
    won
}
