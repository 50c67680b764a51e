//! `Nimbers` against two definitions written from the rules alone: the mex definition, for
//! every pair of small values, and the plain recursion on the Fermat split (four half-size
//! products, no Karatsuba, no tables), for larger ones; then the field laws on pseudo-random
//! `u64`. The `#[ignore]`d tests are the slow ones: `just test-slow` runs them in release
//! mode.

use shared::nimber::Nimbers;

/// `table[a * n + b] = a ⊗ b` for `a, b < n` by the definition:
/// `a ⊗ b = mex { (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }`.
fn mex_table(n: usize) -> Vec<u64> {
    let mut table = vec![0u64; n * n];
    // seen[v] == stamp: v is an option of the current pair. The mex is at most a·b < n².
    let mut seen = vec![0usize; n * n + 1];
    for a in 0..n {
        for b in 0..n {
            let stamp = a * n + b + 1;
            for a2 in 0..a {
                for b2 in 0..b {
                    let v = table[a2 * n + b] ^ table[a * n + b2] ^ table[a2 * n + b2];
                    seen[v as usize] = stamp;
                }
            }
            table[a * n + b] = (0..).find(|&v| seen[v] != stamp).unwrap() as u64;
        }
    }
    table
}

/// `a ⊗ b` for `a, b < 2^bits` (`bits` a power of two): with `X = 2^(bits / 2)`,
/// `a = a1 · X ⊕ a0`, the four products of halves and `X ⊗ X = X ⊕ X/2`.
fn recursive(a: u64, b: u64, bits: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    let h = bits / 2;
    let mask = (1u64 << h) - 1;
    let (a1, a0, b1, b0) = (a >> h, a & mask, b >> h, b & mask);
    let high = recursive(a1, b1, h);
    let middle = recursive(a1, b0, h) ^ recursive(a0, b1, h);
    let low = recursive(a0, b0, h);
    // high ⊗ (X ⊕ X/2) = high · X ⊕ high ⊗ X/2, as high < X.
    ((high ^ middle) << h) ^ low ^ recursive(high, 1 << (h - 1), h)
}

fn product(a: u64, b: u64) -> u64 {
    recursive(a, b, 64)
}

fn check_against_the_mex_definition(n: usize) {
    let nim = Nimbers::new();
    let table = mex_table(n);
    for a in 0..n {
        for b in 0..n {
            let expected = table[a * n + b];
            let (a, b) = (a as u64, b as u64);
            assert_eq!(nim.mul(a, b), expected, "{a} ⊗ {b}");
            assert_eq!(product(a, b), expected, "the recursion, {a} ⊗ {b}");
        }
    }
}

#[test]
fn every_product_below_128_is_the_mex_definition() {
    check_against_the_mex_definition(128);
}

#[test]
#[ignore = "slow: 10^9 options, a few seconds in release"]
fn every_product_below_256_is_the_mex_definition() {
    check_against_the_mex_definition(256);
}

#[test]
fn small_values_by_hand() {
    let nim = Nimbers::new();
    // 2 ⊗ 2 = 3 and 4 ⊗ 4 = 6 are X ⊗ X = 3X/2; 2 ⊗ 3 = 2 ⊗ 2 ⊕ 2 = 1.
    for (a, b, p) in [
        (2, 2, 3),
        (2, 3, 1),
        (3, 3, 2),
        (4, 4, 6),
        (16, 16, 24),
        (5, 8, 3),
    ] {
        assert_eq!(nim.mul(a, b), p, "{a} ⊗ {b}");
        assert_eq!(product(a, b), p, "the recursion, {a} ⊗ {b}");
    }
}

#[test]
fn every_product_of_two_powers_of_two_is_the_recursion() {
    let nim = Nimbers::new();
    for i in 0..64 {
        for j in 0..64 {
            let (a, b) = (1u64 << i, 1u64 << j);
            assert_eq!(nim.mul(a, b), product(a, b), "2^{i} ⊗ 2^{j}");
        }
    }
    // The Fermat 2-powers: X ⊗ X = 3X/2, and X ⊗ y = X · y below X.
    for k in 0..6 {
        let x = 1u64 << (1 << k);
        assert_eq!(nim.mul(x, x), 3 * x / 2, "X = {x}");
        for y in [1, 2, 3, x - 1].into_iter().filter(|&y| y < x) {
            assert_eq!(nim.mul(x, y), x * y, "X = {x}, y = {y}");
        }
    }
}

/// Seeded pseudo-random numbers: every bit length in turn (so that the small fields and the
/// zero words are exercised), then full width.
fn pseudorandom(seed: u64, count: usize) -> Vec<u64> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..count)
        .map(|i| {
            let r = rng.u64(..);
            if i % 2 == 0 {
                r
            } else {
                r >> rng.u32(0..64)
            }
        })
        .collect()
}

fn check_against_the_recursion(pairs: usize, seed: u64) {
    let nim = Nimbers::new();
    let values = pseudorandom(seed, 2 * pairs);
    for pair in values.chunks(2) {
        let (a, b) = (pair[0], pair[1]);
        assert_eq!(nim.mul(a, b), product(a, b), "{a} ⊗ {b}");
    }
}

#[test]
fn pseudo_random_products_are_the_recursion() {
    check_against_the_recursion(3_000, 1);
}

#[test]
#[ignore = "slow: 10^5 recursive products"]
fn many_pseudo_random_products_are_the_recursion() {
    check_against_the_recursion(100_000, 2);
}

#[test]
fn values_from_a_public_test_suite() {
    // Also the recursion's values, checked here as well.
    let nim = Nimbers::new();
    for (a, b, p) in [
        (0, 0, 0),
        (1, 1, 1),
        (3141, 5926, 14994),
        (1 << 32, 1 << 32, 3 << 31),
        (u64::MAX, u64::MAX, 11_290_409_524_105_353_207),
        (
            1_234_567_890_123_456_789,
            9_876_543_210_987_654_321,
            18_059_132_706_730_210_235,
        ),
    ] {
        assert_eq!(nim.mul(a, b), p, "{a} ⊗ {b}");
        assert_eq!(product(a, b), p, "the recursion, {a} ⊗ {b}");
    }
}

#[test]
fn the_field_laws_on_pseudo_random_numbers() {
    let nim = Nimbers::new();
    let values = pseudorandom(3, 30_000);
    for t in values.chunks(3) {
        let (a, b, c) = (t[0], t[1], t[2]);
        assert_eq!(nim.mul(a, b), nim.mul(b, a), "{a} {b}");
        assert_eq!(
            nim.mul(nim.mul(a, b), c),
            nim.mul(a, nim.mul(b, c)),
            "{a} {b} {c}"
        );
        assert_eq!(
            nim.mul(a, b ^ c),
            nim.mul(a, b) ^ nim.mul(a, c),
            "{a} {b} {c}"
        );
        assert_eq!((nim.mul(a, 1), nim.mul(a, 0)), (a, 0), "{a}");
        match nim.inv(a) {
            None => assert_eq!(a, 0),
            Some(inverse) => {
                assert_eq!(nim.mul(a, inverse), 1, "{a}");
                // The group of the 2^64 - 1 non-zero nimbers.
                assert_eq!(nim.pow(a, u64::MAX), 1, "{a}");
            }
        }
        let root = nim.sqrt(a);
        assert_eq!(nim.mul(root, root), a, "{a}");
        // a^(2^32 + 1), the norm down to 2^32, lies in the subfield below 2^32.
        assert!(nim.pow(a, (1 << 32) + 1) >> 32 == 0, "{a}");
        // Subfields are closed under the product.
        assert_eq!(nim.mul(a & 0xffff, b & 0xffff) >> 16, 0, "{a} {b}");
        assert_eq!(
            nim.mul(a as u32 as u64, b as u32 as u64) >> 32,
            0,
            "{a} {b}"
        );
    }
}

#[test]
fn powers_are_repeated_products() {
    let nim = Nimbers::new();
    for &a in &pseudorandom(4, 200) {
        let mut power = 1;
        for e in 0..40 {
            assert_eq!(nim.pow(a, e), power, "{a}^{e}");
            power = nim.mul(power, a);
        }
    }
    assert_eq!(nim.pow(0, 0), 1);
    assert_eq!(nim.pow(0, 5), 0);
}

#[test]
fn inverses_and_roots_of_every_16_bit_number() {
    let nim = Nimbers::new();
    assert_eq!(nim.inv(0), None);
    assert_eq!(nim.sqrt(0), 0);
    for a in 1..1u64 << 16 {
        let inverse = nim.inv(a).unwrap();
        assert!(inverse >> 16 == 0 && nim.mul(a, inverse) == 1, "{a}");
        let root = nim.sqrt(a);
        assert!(root >> 16 == 0 && nim.mul(root, root) == a, "{a}");
    }
    for a in [1 << 32, 1 << 63, u64::MAX, (1 << 32) - 1] {
        assert_eq!(nim.mul(a, nim.inv(a).unwrap()), 1, "{a}");
    }
}
