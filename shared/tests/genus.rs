//! `game::genus`: the genus table (with and without Theorem 3's shortcut) and its genus-based
//! answer for sums, against the plain misère search of the sum, on every small multiset.

use shared::game::genus::{GenusTable, MisereSearch, Tameness};

type Options = fn(u64, &mut Vec<Vec<u64>>);

/// Nim: any number from one heap.
fn nim(n: u64, out: &mut Vec<Vec<u64>>) {
    out.extend((0..n).map(|j| vec![j]));
}

/// `sub:1,2,3`: take 1, 2 or 3.
fn sub123(n: u64, out: &mut Vec<Vec<u64>>) {
    out.extend((1..=3.min(n)).map(|s| vec![n - s]));
}

/// A take-and-break code with `d0 = 0` from its rules: taking `k` tokens may leave nothing
/// (bit 1, only when exactly `k` are there), one nonempty heap (bit 2) or two (bit 4).
fn octal(digits: &[u8], n: u64, out: &mut Vec<Vec<u64>>) {
    for (k, &d) in digits.iter().enumerate().skip(1) {
        let k = k as u64;
        if k > n {
            break;
        }
        let rest = n - k;
        if d & 1 != 0 && rest == 0 {
            out.push(vec![]);
        }
        if d & 2 != 0 && rest >= 1 {
            out.push(vec![rest]);
        }
        if d & 4 != 0 {
            out.extend((1..=rest / 2).map(|a| vec![a, rest - a]));
        }
    }
}

/// Kayles, 0.77: knock down one pin or two adjacent ones.
fn kayles(n: u64, out: &mut Vec<Vec<u64>>) {
    octal(&[0, 7, 7], n, out);
}

/// Dawson's Kayles, 0.07: knock down two adjacent pins.
fn dawson(n: u64, out: &mut Vec<Vec<u64>>) {
    octal(&[0, 0, 7], n, out);
}

/// Every multiset of at most `count` heaps of sizes `1..=max` (the empty one too).
fn multisets(count: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    let mut layer: Vec<Vec<u64>> = vec![vec![]];
    for _ in 0..count {
        let mut next = Vec::new();
        for m in &layer {
            let low = m.last().copied().unwrap_or(1);
            for h in low..=max {
                let mut longer = m.clone();
                longer.push(h);
                next.push(longer);
            }
        }
        all.extend(next.iter().cloned());
        layer = next;
    }
    all
}

/// What one game's check saw.
#[derive(Debug, Default)]
struct Counts {
    multisets: usize,
    /// Multisets the genera decide (every heap tame).
    decided: usize,
}

/// The whole check for one game: the tables with and without the shortcut agree heap by heap
/// up to `table_upto`; on every multiset of up to `count` heaps of size up to `max`, the
/// genus-based answer (when there is one) and both tables' misère values equal the plain
/// search; `γk` for `k <= 3` equals the plain search of the sum with `k` heaps `two` (a heap
/// whose game is `*2`), on the multisets of up to `count - 1` heaps.
fn check(name: &str, game: Options, two: u64, table_upto: u64, count: usize, max: u64) -> Counts {
    let mut table = GenusTable::build(table_upto, game).unwrap();
    let mut exhaustive = GenusTable::exhaustive();
    exhaustive.extend(table_upto, game).unwrap();
    for n in 0..=table_upto {
        assert_eq!(exhaustive.genus(n), table.genus(n), "{name}: heap {n}");
        assert_eq!(
            exhaustive.tameness(n),
            table.tameness(n),
            "{name}: heap {n}"
        );
    }
    let mut plain = MisereSearch::new(game);
    let mut counts = Counts::default();
    for sum in multisets(count, max) {
        let wins = plain.first_player_wins(&sum).unwrap();
        if let Some(by_genus) = table.tame_outcome(&sum) {
            assert_eq!(by_genus, wins, "{name}: genus-based answer for {sum:?}");
            counts.decided += 1;
        }
        let genus = table.sum_genus(&sum).unwrap();
        assert_eq!(genus.misere() != 0, wins, "{name}: misère value of {sum:?}");
        let searched = exhaustive.sum_genus(&sum).unwrap();
        assert_eq!(searched, genus, "{name}: genus of {sum:?}");
        if sum.len() < count {
            for k in 1..=3 {
                let mut with = sum.clone();
                with.extend(std::iter::repeat(two).take(k));
                let beside = exhaustive.sum_genus(&with).unwrap().misere();
                assert_eq!(genus.exponent(k), beside, "{name}: γ{k} of {sum:?}");
                let wins = plain.first_player_wins(&with).unwrap();
                assert_eq!(beside != 0, wins, "{name}: {with:?}");
            }
        }
        counts.multisets += 1;
    }
    eprintln!(
        "{name}: {} multisets of up to {count} heaps of 1..={max}, {} decided by the genera",
        counts.multisets, counts.decided
    );
    counts
}

fn symbols(table: &GenusTable, upto: u64) -> Vec<String> {
    (0..=upto).map(|n| table.genus(n).to_string()).collect()
}

#[test]
fn nim_heaps_have_misere_nims_genera_and_rule() {
    let table = GenusTable::build(20, nim).unwrap();
    for n in 0..=20u32 {
        let genus = table.genus(u64::from(n));
        let expected = match n {
            0 => vec![1, 2, 0],
            1 => vec![0, 3, 1],
            _ => vec![n, n ^ 2],
        };
        assert_eq!(genus.written(), expected, "heap {n}");
        assert!(table.is_tame(u64::from(n)));
    }
    // Misère Nim: the player to move loses exactly when every heap is 0 or 1 and an odd
    // number are 1, or some heap is larger and the XOR is 0.
    for sum in multisets(4, 8) {
        let xor = sum.iter().fold(0, |x, &h| x ^ h);
        let ones = sum.iter().filter(|&&h| h == 1).count();
        let loses = if sum.iter().all(|&h| h <= 1) {
            ones % 2 == 1
        } else {
            xor == 0
        };
        assert_eq!(table.tame_outcome(&sum), Some(!loses), "{sum:?}");
    }
}

#[test]
fn nim_sums_against_the_plain_search() {
    let counts = check("nim", nim, 2, 12, 4, 8);
    assert_eq!((counts.multisets, counts.decided), (495, 495));
}

#[test]
fn subtraction_1_2_3_sums_against_the_plain_search() {
    let counts = check("sub:1,2,3", sub123, 2, 30, 4, 8);
    assert_eq!(counts.multisets, 495);
    assert!(counts.decided > 0, "{counts:?}");
}

#[test]
fn kayles_sums_against_the_plain_search() {
    let counts = check("0.77", kayles, 2, 14, 4, 8);
    assert_eq!(counts.multisets, 495);
    assert!(counts.decided > 0, "{counts:?}");
}

#[test]
fn dawsons_kayles_sums_against_the_plain_search() {
    let counts = check("0.07", dawson, 4, 16, 4, 8);
    assert_eq!(counts.multisets, 495);
    assert!(counts.decided > 0, "{counts:?}");
}

#[test]
#[ignore = "slow: sums of up to 4 heaps of up to 14 (Kayles, Dawson's Kayles) and of 5 heaps (sub:1,2,3), about 40 s in release"]
fn larger_sums_against_the_plain_search() {
    for (name, game, two) in [("0.77", kayles as Options, 2), ("0.07", dawson, 4)] {
        let counts = check(name, game, two, 24, 4, 14);
        assert_eq!(counts.multisets, 3060);
        assert!(counts.decided > 0, "{counts:?}");
    }
    let counts = check("sub:1,2,3", sub123, 2, 30, 5, 12);
    assert!(counts.decided > 0, "{counts:?}");
}

#[test]
fn small_genera_worked_out_by_hand() {
    // Kayles: K1 = {0} = *1, K2 = {0, K1} = *2; K3 has the options K2, K1 + K1, K1 (normal
    // values 2, 0, 1; misère 2, 1, 0), so g = 3, γ0 = 3, γ1 = mex{0, 2, 3} ∪ {3, 2} = 1,
    // γ2 = mex{2, 0, 1} ∪ {1, 0} = 3.
    let kayles_table = GenusTable::build(3, kayles).unwrap();
    assert_eq!(
        symbols(&kayles_table, 3),
        ["0^{120}", "1^{031}", "2^{20}", "3^{31}"]
    );
    // Dawson's Kayles: D1 has no move (the empty game), D2 = D3 = {0} = *1, D4 = {D2, D1 +
    // D1} = {*1, 0} = *2.
    let dawson_table = GenusTable::build(4, dawson).unwrap();
    assert_eq!(
        symbols(&dawson_table, 4),
        ["0^{120}", "0^{120}", "1^{031}", "1^{031}", "2^{20}"]
    );
    // A wild heap: {*2 + *2, *1} has g = mex{0, 1} = 2 and γ0 = mex{0, 0} = 1, no tame pair.
    let mut table = GenusTable::build(2, nim).unwrap();
    table.push(&[vec![2, 2], vec![1]]).unwrap();
    assert_eq!(table.tameness(3), Tameness::WildGenus);
    assert_eq!(table.genus(3).written()[0], 1);
    assert_eq!(table.tame_outcome(&[3]), None);
    // {X} for that X has g = mex{2} = 0 and γ0 = mex{1} = 0; its genus 0^{02} is tame (that
    // of *2 + *2), but it is wild through its option.
    table.push(&[vec![3]]).unwrap();
    assert_eq!(table.genus(4).to_string(), "0^{02}");
    assert!(table.genus(4).is_tame());
    assert_eq!(table.tameness(4), Tameness::WildOption(3));
    assert_eq!(table.tame_outcome(&[4]), None);
}

/// A random game: heaps 0, 1, 2 are the Nim heaps 0, *1, *2; each later heap `n` gets 1 to
/// 4 options, each a sum of up to 3 heaps whose sizes add up to less than `n` (so that the
/// sums stay few, as in take-and-break games).
fn random_game(rng: &mut fastrand::Rng, heaps: u64) -> Vec<Vec<Vec<u64>>> {
    let mut game: Vec<Vec<Vec<u64>>> = vec![vec![], vec![vec![0]], vec![vec![0], vec![1]]];
    for n in 3..heaps {
        let options = (0..rng.usize(1..=4))
            .map(|_| {
                let mut left = n - 1;
                let mut option = Vec::new();
                for _ in 0..rng.usize(0..=3) {
                    let h = rng.u64(0..=left);
                    option.push(h);
                    left -= h;
                }
                option
            })
            .collect();
        game.push(options);
    }
    game
}

/// `games` random games: every heap's `γk`, `k <= 6`, equals the plain search of the heap
/// beside `k` heaps `*2`, and the genus-based answer for sums of up to three heaps equals the
/// plain search. Returns how many heaps were wild.
fn random_games_against_the_plain_search(games: usize) -> usize {
    let mut rng = fastrand::Rng::with_seed(18);
    let mut wild = 0;
    for _ in 0..games {
        let size = rng.u64(4..=10);
        let game = random_game(&mut rng, size);
        let rules = |n: u64, out: &mut Vec<Vec<u64>>| out.extend(game[n as usize].clone());
        let table = GenusTable::build(size - 1, rules).unwrap();
        let mut exhaustive = GenusTable::exhaustive();
        exhaustive.extend(size - 1, rules).unwrap();
        let mut plain = MisereSearch::new(rules);
        for n in 0..size {
            assert_eq!(table.genus(n), exhaustive.genus(n), "{game:?}: heap {n}");
            wild += usize::from(!table.is_tame(n));
            for k in 0..=6 {
                let mut with = vec![n];
                with.extend(std::iter::repeat(2).take(k));
                let wins = plain.first_player_wins(&with).unwrap();
                let g = table.genus(n).exponent(k);
                assert_eq!(g != 0, wins, "{game:?}: γ{k} of heap {n}");
                assert_eq!(exhaustive.sum_genus(&with).unwrap().misere(), g, "{game:?}");
            }
        }
        for sum in multisets(3, size - 1) {
            let wins = plain.first_player_wins(&sum).unwrap();
            if let Some(by_genus) = table.tame_outcome(&sum) {
                assert_eq!(by_genus, wins, "{game:?}: {sum:?}");
            }
        }
    }
    wild
}

#[test]
fn two_hundred_random_games_against_the_plain_search() {
    let wild = random_games_against_the_plain_search(200);
    assert!(wild > 20, "too few wild heaps to test anything: {wild}");
}

/// The larger runs of the default tests, which CI runs (`cargo test --workspace -- --ignored
/// full::`).
mod full {
    #[test]
    #[ignore = "full: a thousand random games, seconds"]
    fn a_thousand_random_games_against_the_plain_search() {
        let wild = super::random_games_against_the_plain_search(1000);
        assert!(wild > 100, "too few wild heaps to test anything: {wild}");
    }
}

/// A game (found by a random search) where a sum's exponents repeat once, `γ2 = γ0`, before
/// its options' exponents have begun to alternate: stopping there (without Theorem 2's
/// condition) gets heap 9 wrong from `γ4` on.
#[test]
fn exponents_that_repeat_before_the_options_alternate() {
    let game: Vec<Vec<Vec<u64>>> = vec![
        vec![],
        vec![vec![0]],
        vec![vec![0], vec![1]],
        vec![vec![2, 0, 0], vec![2, 0]],
        vec![vec![3], vec![1, 0], vec![3], vec![1, 0]],
        vec![vec![]],
        vec![
            vec![],
            vec![2],
            vec![0, 2, 1],
            vec![3, 1],
            vec![1, 1],
            vec![3],
        ],
        vec![vec![3], vec![], vec![0], vec![1, 4], vec![2, 2, 2], vec![]],
        vec![vec![], vec![3, 4]],
        vec![vec![4], vec![0, 1, 7]],
    ];
    let rules = |n: u64, out: &mut Vec<Vec<u64>>| out.extend(game[n as usize].clone());
    let table = GenusTable::build(9, rules).unwrap();
    let mut plain = MisereSearch::new(rules);
    for n in 0..=9 {
        for k in 0..=10 {
            let mut with = vec![n];
            with.extend(std::iter::repeat(2).take(k));
            let wins = plain.first_player_wins(&with).unwrap();
            assert_eq!(table.genus(n).exponent(k) != 0, wins, "γ{k} of heap {n}");
        }
    }
    // 0, 2, 0, 3, 1, 3, 1, ...: the first repeat is not yet the alternation.
    assert_eq!(table.genus(9).to_string(), "1^{02031}");
}
