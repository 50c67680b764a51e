//! The segmented wheel sieve, whose memory grows like sqrt(n), for counting
//! ([`sieve_prime_pi`]) and listing ([`for_each_prime`], any window lo..=hi). The linear sieve
//! with smallest prime factors is [`crate::linear_sieve`], a module of its own so that a
//! submission that only needs small primes does not carry this one.
//!
//! Everything here runs on the calling thread; [`crate::parallel_sieve`] runs the same sieve on
//! every core (`sieve_prime_pi_threads`, `count_primes_threads`, `for_each_prime_threads`),
//! from a module of its own so that a submission carries none of it.
//!
//! For π(n) with large n, [`crate::prime_count::prime_pi`] counts without sieving every number
//! (and falls back to [`sieve_prime_pi`] for small n); it lives in its own module so that a
//! submission that only sieves does not carry it.
//!
//! # Example
//! ```
//! use shared::sieve::{for_each_prime, sieve_prime_pi};
//! assert_eq!(sieve_prime_pi(0), 0);
//! assert_eq!(sieve_prime_pi(2), 1);
//! assert_eq!(sieve_prime_pi(100), 25);
//! assert_eq!(sieve_prime_pi(1_000_000), 78_498);
//! let mut primes = Vec::new();
//! for_each_prime(90, 130, |p| primes.push(p));
//! assert_eq!(primes, [97, 101, 103, 107, 109, 113, 127]);
//! let mut sum = 0;
//! for_each_prime(0, 10, |p| sum += p);
//! assert_eq!(sum, 2 + 3 + 5 + 7);
//! ```

use crate::num::isqrt;

/// The residues modulo 30 that are coprime to 30: bit k of a sieve byte stands for the number
/// `30 * byte + WHEEL[k]`, so one byte covers 30 numbers.
const WHEEL: [u64; 8] = [1, 7, 11, 13, 17, 19, 23, 29];

/// `BIT_OF[r]`: the bit of residue r (coprime to 30) in a sieve byte.
const BIT_OF: [u8; 30] = {
    let mut t = [0u8; 30];
    let mut k = 0;
    while k < 8 {
        t[WHEEL[k] as usize] = k as u8;
        k += 1;
    }
    t
};

/// `CARRY[c][k] = WHEEL[c] * w_k / 30` with `w_8 = 31`: for a prime `p = 30 q + WHEEL[c]` and
/// `m = 30 t + w_k`, the byte of `p * m` is `p t + q w_k + CARRY[c][k]`.
const CARRY: [[usize; 9]; 8] = {
    let mut t = [[0usize; 9]; 8];
    let mut c = 0;
    while c < 8 {
        let mut k = 0;
        while k < 9 {
            let w = if k == 8 { 31 } else { WHEEL[k] };
            t[c][k] = (WHEEL[c] * w / 30) as usize;
            k += 1;
        }
        c += 1;
    }
    t
};

/// `CLEAR[c][k]` clears the bit of `p * m` for p in class c and m in class k.
const CLEAR: [[u8; 8]; 8] = {
    let mut t = [[0u8; 8]; 8];
    let mut c = 0;
    while c < 8 {
        let mut k = 0;
        while k < 8 {
            t[c][k] = !(1u8 << BIT_OF[(WHEEL[c] * WHEEL[k] % 30) as usize]);
            k += 1;
        }
        c += 1;
    }
    t
};

/// How [`prime_pi`] cuts its work, in sieve bytes (30 numbers each).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Layout {
    /// Small primes cross off one block at a time, so the block should fit the L1 cache.
    block: usize,
    /// Blocks per segment, at least: the larger primes cross off a whole segment at once.
    segment_blocks: usize,
    /// Blocks per segment at most: from `segment_blocks` on, the segment grows with the
    /// largest sieving prime (see [`sieve_segments`]).
    max_segment_blocks: usize,
    /// Primes up to this one are "small" (many multiples per block).
    small_prime_max: u64,
    /// Primes from 7 up to this one are removed by copying precomputed patterns.
    presieve_max: u64,
    /// Largest period (in bytes) of one pattern: a pattern is a product of primes.
    pattern_period_max: u64,
    /// Bytes pre-sieved at a time: each pattern holds its period and this much more.
    presieve_chunk: usize,
}

/// The layout [`sieve_prime_pi`] and [`for_each_prime`] use, from this processor's caches
/// ([`layout_for`]), worked out once.
pub(crate) fn layout() -> &'static Layout {
    static LAYOUT: std::sync::OnceLock<Layout> = std::sync::OnceLock::new();
    LAYOUT.get_or_init(|| layout_for(cache_sizes()))
}

/// What the layout needs to know of the caches of one core, in bytes.
#[derive(Debug, Clone, Copy)]
struct CacheSizes {
    /// The L1 data cache, where the processor says.
    l1d: Option<usize>,
    /// The L2 cache, on AMD processors only: see [`layout_for`].
    amd_l2: Option<usize>,
}

/// The layout for these caches:
/// - blocks of the L1 data cache, between 32 KiB and 48 KiB (32 KiB when it is unknown): on
///   the Xeon of the guide's model 167 (48 KiB of L1d), 48 KiB blocks took 0.065 to 0.069 s
///   for π(10^9) and 0.89 to 0.92 s for π(10^10) against 0.071 s and 0.96 s with 32 KiB
///   ones, 40 KiB and 24 KiB were between or slower, 16 KiB and 64 KiB 20 to 30 % slower;
/// - primes up to a quarter of the block (32 multiples or more per block, 8192 for 32 KiB)
///   are small, on AMD up to an eighth (64 or more, 4096 for 32 KiB): on the model 167,
///   12 288 and 16 384 were alike and 3 to 6 % faster than 8192 with 48 KiB blocks, and with
///   32 KiB blocks 8192 took 0.96 to 0.98 s for π(10^10) and 13.0 s for π(10^11) against
///   1.05 s and 13.5 s with 4096 (both with the larger primes on the wheel of 2310's table
///   steps); on the "AMD EPYC" family 25 model 17 (32 KiB of L1d), with the wheel of 210's
///   unrolled steps, 4096 took 5, 2, 2 and 1 % less time than 8192 for π(10^9) and the
///   primes of `[10^10, 2 * 10^10]`, `[10^11, 1.1 * 10^11]` and `[10^12, 10^12 + 3 * 10^9]`
///   (user time, medians of three rounds in alternation, load about 2), and at 10^11 6000
///   and 2048 1 % less than 8192 (not measured on the Xeon since, nor on Zen 5);
/// - the pre-sieve ANDs its patterns 16 KiB at a time, so each holds its period and 16 KiB
///   more (0.83 MB for the 20 patterns of 7 to 223, against 1.49 MB with a 48 KiB block past
///   each): on the model 167 the primes of `[0, 10^9]`, `[10^10, 1.1 * 10^10]` and
///   `[10^11, 1.01 * 10^11]` took 0.0748 to 0.0751 s, 0.1176 to 0.1185 s and 0.1504 to
///   0.1537 s against 0.0757 to 0.0780 s, 0.1200 to 0.1204 s and 0.1521 to 0.1528 s with
///   whole blocks (best of 5 in one process, five runs each); 4 KiB was alike;
/// - segments of whole blocks, from 256 KiB up, except on AMD, where they are the L2 cache
///   (as much as 1 MiB): on Zen 5 (1 MiB of L2), with the wheel of 2310's table steps,
///   π(10^11) took 10.8 s with 512 KiB segments against 12.8 s with 256 KiB ones (medians of
///   3 rounds of `scripts/bench-primesieve.sh`); on the "AMD EPYC" family 25 model 17 (1 MiB
///   of L2), with the wheel of 210's unrolled steps, 1 MiB took 3 % less time than 512 KiB
///   for the primes of `[10^11, 1.1 * 10^11]` and 2 % less for π(10^11), 768 KiB 3 % less
///   there, and at 10^10 768 KiB and 1 MiB came within 1 % of 512 KiB, at 10^9 1 MiB 1 %
///   slower (user time, medians of 2 or 3 rounds in alternation, load 1 to 1.5; with the
///   table steps 1 MiB had been 4 % slower at 10^11). The Intel guests, which report 2 MiB,
///   seem to get less of it. On the model 167, with 48 KiB blocks, 240 KiB, 288 KiB, 384 KiB
///   and 480 KiB took 0.89 to 0.90 s, 0.91 s, 0.92 to 0.93 s and 0.93 to 0.99 s for
///   π(10^10), and 12.4 to 12.6 s, 12.0 to 12.1 s, 11.9 to 12.1 s and 12.1 s for π(10^11);
///   with 32 KiB blocks 1 MiB took 1.16 s for π(10^10) against 0.98 s with 256 KiB. On the
///   Xeon EMR π(10^11) took 22.7 s with 1 MiB against 23.2 s with 256 KiB (one run each), and
///   at 10^10 every size from 256 KiB to 2 MiB came within 6 % of the others;
/// - for large n the segment grows to sqrt(n) bytes, up to 1 MiB ([`sieve_segments`]): on
///   the model 167, with the larger primes on the wheel of 2310 (table steps, since replaced
///   by the wheel of 210's unrolled ones, [`cross_off_class_large`]), the primes of
///   `[10^13, 10^13 + 3 * 10^9]` took 0.750 s with 512 KiB, 0.653 to 0.657 s with 1 MiB,
///   0.638 to 0.693 s with 1.5 MiB, 0.78 to 0.81 s with 2 MiB and 0.86 s with 4 MiB, and
///   those of `[10^14, 10^14 + 3 * 10^9]` 1.05 s with 768 KiB, 0.956 to 0.961 s with 1 MiB,
///   0.93 to 0.97 s with 1.5 MiB and 1.02 to 1.04 s with 2 MiB (best of 3 or 5 in one
///   process, three runs each; at 10^12 every size from 1 MiB to 4 MiB took 0.50 s, 512 KiB
///   0.53 s). With the wheel of 30 for every prime, 2 MiB had been a little faster
///   than 1 MiB at 10^13 (1.17 s against 1.25 s for 5 * 10^9 numbers).
///
/// The larger primes' multiples land anywhere in a segment, so it must stay in L2 beside the
/// sieving primes. Each figure is one to three runs of a scratch build reading the sizes from
/// the environment. Tested: the rule's cases, and the layout in use against it (this
/// module's tests).
fn layout_for(caches: CacheSizes) -> Layout {
    let block = caches
        .l1d
        .map_or(32 << 10, |l1d| l1d.clamp(32 << 10, 48 << 10));
    let segment = caches
        .amd_l2
        .map_or(256 << 10, |l2| l2.clamp(256 << 10, 1 << 20));
    Layout {
        block,
        segment_blocks: whole_blocks(segment, block),
        max_segment_blocks: whole_blocks(segment.max(1 << 20), block),
        small_prime_max: block as u64 / if caches.amd_l2.is_some() { 8 } else { 4 },
        presieve_max: 223,
        pattern_period_max: 1 << 17,
        presieve_chunk: 16 << 10,
    }
}

/// How many blocks of `block` bytes it takes to hold `bytes` (`usize::div_ceil` is newer
/// than Rust 1.70).
fn whole_blocks(bytes: usize, block: usize) -> usize {
    (bytes + block - 1) / block
}

/// CPUID leaf 0's vendor words (EBX, EDX, ECX) of AMD's processors: "AuthenticAMD", four
/// bytes a word, little-endian.
pub(crate) const AMD_VENDOR: [u32; 3] = [0x6874_7541, 0x6974_6e65, 0x444d_4163];

/// This core's caches as CPUID gives them: on AMD, the L1d from leaf 0x8000_0005 (ECX bits
/// 31..24, in KiB) and the L2 from leaf 0x8000_0006 (ECX bits 31..16, in KiB); on others,
/// the L1d from leaf 4, the first level-1 data (or unified) cache it lists (ways, partitions,
/// line size and sets, each stored less one, multiplied). A leaf that is missing or says 0
/// gives `None`.
#[cfg(target_arch = "x86_64")]
#[allow(unused_unsafe)] // `__cpuid` is an unsafe fn in older compilers, a safe one in newer.
fn cache_sizes() -> CacheSizes {
    use std::arch::x86_64::{__cpuid, __cpuid_count};
    // SAFETY: every x86-64 processor has the CPUID instruction, with leaves 0 and 0x8000_0000;
    // the others are read only when these say they exist.
    let (basic, max_extended) = unsafe { (__cpuid(0), __cpuid(0x8000_0000).eax) };
    let kib = |k: u32| (k > 0).then(|| k as usize * 1024);
    if [basic.ebx, basic.edx, basic.ecx] == AMD_VENDOR {
        let leaf = |l: u32| (max_extended >= l).then(|| unsafe { __cpuid(l) }.ecx);
        return CacheSizes {
            l1d: leaf(0x8000_0005).and_then(|ecx| kib(ecx >> 24)),
            amd_l2: leaf(0x8000_0006).and_then(|ecx| kib(ecx >> 16)),
        };
    }
    let mut l1d = None;
    if basic.eax >= 4 {
        for sub in 0..16 {
            // SAFETY: leaf 4 exists (checked above); its subleaves end with type 0.
            let r = unsafe { __cpuid_count(4, sub) };
            let (kind, level) = (r.eax & 0x1f, (r.eax >> 5) & 7);
            if kind == 0 {
                break;
            }
            if level == 1 && (kind == 1 || kind == 3) {
                let ways = (r.ebx >> 22) as usize + 1;
                let partitions = ((r.ebx >> 12) & 0x3ff) as usize + 1;
                let line = (r.ebx & 0xfff) as usize + 1;
                l1d = Some(ways * partitions * line * (r.ecx as usize + 1));
                break;
            }
        }
    }
    CacheSizes { l1d, amd_l2: None }
}

#[cfg(not(target_arch = "x86_64"))]
fn cache_sizes() -> CacheSizes {
    CacheSizes {
        l1d: None,
        amd_l2: None,
    }
}

/// A sieving prime `p = 30 q + WHEEL[c]` (c is the list it lives in) and its next multiple
/// `p * m` still to cross off: the byte relative to the current block (or segment, for the
/// larger primes) and the phase of m, its place on p's wheel (`m % 30 = WHEEL[phase]` for the
/// small primes, `m % 210 = WHEEL_210[phase]` for the larger ones).
#[derive(Debug, Clone, Copy)]
struct SievingPrime {
    next: u32,
    q: u32,
    phase: u32,
}

/// Crosses off, in `block`, the multiples of every prime of `primes` (all in class C), then
/// leaves each prime's next multiple relative to the end of the block.
///
/// A full turn of the wheel (m from 30t + 1 to 30t + 29) crosses eight bytes at offsets from
/// the turn's first byte that depend on p only: the rest of the turn the prime stopped in is
/// finished first, then whole turns do eight unchecked clears each, and the last turn checks
/// each of its eight bytes against the end of the block (no per-multiple table walk).
fn cross_off_class<const C: usize>(block: &mut [u8], primes: &mut [SievingPrime]) {
    let len = block.len();
    let bytes = block.as_mut_ptr();
    'primes: for sp in primes.iter_mut() {
        let mut i = sp.next as usize;
        if i >= len {
            sp.next = (i - len) as u32;
            continue;
        }
        let q = sp.q as usize;
        // off[j]: the byte of p (30 t + w_j) from the byte of p (30 t + 1).
        let off = [
            0,
            q * 6 + CARRY[C][1],
            q * 10 + CARRY[C][2],
            q * 12 + CARRY[C][3],
            q * 16 + CARRY[C][4],
            q * 18 + CARRY[C][5],
            q * 22 + CARRY[C][6],
            q * 28 + CARRY[C][7],
        ];
        let turn = q * 30 + WHEEL[C] as usize;
        let k = sp.phase as usize;
        if k != 0 {
            // The turn began off[k] bytes before i, maybe before the block: wrapping
            // arithmetic, since every byte crossed below is at least i.
            let first = i.wrapping_sub(off[k]);
            for (j, &o) in off.iter().enumerate().skip(k) {
                let at = first.wrapping_add(o);
                if at >= len {
                    sp.next = (at - len) as u32;
                    sp.phase = j as u32;
                    continue 'primes;
                }
                // SAFETY: at < len.
                unsafe { *bytes.add(at) &= CLEAR[C][j] };
            }
            i = first.wrapping_add(turn);
        }
        while i + off[7] < len {
            // SAFETY: every offset is at most off[7], and i + off[7] < len.
            unsafe {
                *bytes.add(i) &= CLEAR[C][0];
                *bytes.add(i + off[1]) &= CLEAR[C][1];
                *bytes.add(i + off[2]) &= CLEAR[C][2];
                *bytes.add(i + off[3]) &= CLEAR[C][3];
                *bytes.add(i + off[4]) &= CLEAR[C][4];
                *bytes.add(i + off[5]) &= CLEAR[C][5];
                *bytes.add(i + off[6]) &= CLEAR[C][6];
                *bytes.add(i + off[7]) &= CLEAR[C][7];
            }
            i += turn;
        }
        for (j, &o) in off.iter().enumerate() {
            let at = i + o;
            if at >= len {
                sp.next = (at - len) as u32;
                sp.phase = j as u32;
                continue 'primes;
            }
            // SAFETY: at < len.
            unsafe { *bytes.add(at) &= CLEAR[C][j] };
        }
        // Not reached (i + off[7] >= len after the loop), but correct: the next turn.
        sp.next = (i + turn - len) as u32;
        sp.phase = 0;
    }
}

/// `$cross_off::<c>(bytes, &mut lists[c])` for every class c: crosses off the multiples of
/// every list's primes (list c holds class c) with [`cross_off_class`] or
/// [`cross_off_class_large`].
macro_rules! cross_off_lists {
    ($cross_off:ident, $bytes:expr, $lists:expr) => {{
        let (bytes, lists): (&mut [u8], &mut [Vec<SievingPrime>; 8]) = ($bytes, $lists);
        $cross_off::<0>(bytes, &mut lists[0]);
        $cross_off::<1>(bytes, &mut lists[1]);
        $cross_off::<2>(bytes, &mut lists[2]);
        $cross_off::<3>(bytes, &mut lists[3]);
        $cross_off::<4>(bytes, &mut lists[4]);
        $cross_off::<5>(bytes, &mut lists[5]);
        $cross_off::<6>(bytes, &mut lists[6]);
        $cross_off::<7>(bytes, &mut lists[7]);
    }};
}

/// The 48 residues modulo 210 = 2 · 3 · 5 · 7 that are coprime to it: the larger primes cross
/// off `p * m` for these m only, which leaves out the multiples of 7 (a seventh of the wheel of
/// 30's m), since 7 crosses those off itself (pre-sieved, or a small prime).
const WHEEL_210: [u64; 48] = {
    let mut t = [0u64; 48];
    let (mut n, mut k) = (1, 0);
    while n < 210 {
        if n % 2 != 0 && n % 3 != 0 && n % 5 != 0 && n % 7 != 0 {
            t[k] = n;
            k += 1;
        }
        n += 1;
    }
    t
};

/// What a prime of class c does at phase k of the wheel of 210 (`m % 210 = WHEEL_210[k]`):
/// see [`STEPS_210`].
#[derive(Clone, Copy)]
struct Step {
    /// The mask that clears the bit of `p * m`.
    clear: u8,
    /// Which of the prime's distances ([`Steps210`]) leads to the next multiple's byte.
    distance: u8,
}

/// The distances of a prime of one class: at most ten (see [`STEPS_210`]).
const DISTANCES: usize = 10;

/// The wheel of 210's steps for the eight classes of primes (see [`STEPS_210`]).
struct Steps210 {
    /// `steps[c][k]`: the [`Step`] of a prime `p = 30 q + WHEEL[c]` at phase k.
    steps: [[Step; 48]; 8],
    /// `distances[c][d] = (gap, carry)`: its distance d is `q * gap + carry` bytes.
    distances: [[(u8, u8); DISTANCES]; 8],
}

/// The steps of the wheel of 210 for each class of primes ([`Steps210`]). The byte of
/// `p * m` is `q m + (WHEEL[c] m) / 30`, so from `m` to the next m on the wheel (a gap of 2 to
/// 10) the byte moves by `q * gap` plus the difference of `WHEEL[c] m / 30`, which is
/// `WHEEL[c] * gap / 30` or one more: five gaps, two carries each. A round moves the byte by
/// `7 p`, so the steps are the same in every round.
const STEPS_210: Steps210 = {
    let mut steps = [[Step {
        clear: 0,
        distance: 0,
    }; 48]; 8];
    let mut distances = [[(0u8, 0u8); DISTANCES]; 8];
    let mut c = 0;
    while c < 8 {
        let (r, mut found, mut k) = (WHEEL[c], 0, 0);
        while k < 48 {
            let m = WHEEL_210[k];
            let next = if k == 47 { 211 } else { WHEEL_210[k + 1] };
            let pair = ((next - m) as u8, (r * next / 30 - r * m / 30) as u8);
            let mut d = 0;
            while d < found && (distances[c][d].0 != pair.0 || distances[c][d].1 != pair.1) {
                d += 1;
            }
            if d == found {
                distances[c][d] = pair; // fails to compile if more than DISTANCES
                found += 1;
            }
            steps[c][k] = Step {
                clear: !(1u8 << BIT_OF[(r * m % 30) as usize]),
                distance: d as u8,
            };
            k += 1;
        }
        c += 1;
    }
    Steps210 { steps, distances }
};

/// Crosses off, in `segment`, the multiples of every prime of `primes` (all in class C, each
/// with its phase on the wheel of 210), one checked step per multiple, and leaves each prime's
/// next multiple relative to the end of the segment.
///
/// These primes have few multiples in a block, many in a segment, so they cross off the whole
/// segment at once. The rest of the round the prime stopped in takes its steps from
/// [`STEPS_210`]; then whole rounds run 48 unrolled steps, each a comparison with the end of the
/// segment, a clear with a constant mask and an addition of one of the prime's ten distances.
/// The distances are read from an array that the optimiser must treat as opaque
/// (`black_box`): without that, LLVM turned the additions into one induction variable per step
/// and spilled them (so it did with the wheel of 30's eight). On the "AMD EPYC" family 25
/// model 17, against the wheel of 2310's table steps it replaced (three table reads and a
/// multiplication per step, an eleventh fewer clears), π(10^10) and π(10^11) took 9 % and 7 %
/// less time; the wheel of 30 the same way, the wheel of 2310 unrolled and other entries into
/// the unrolled code were slower (`docs/benchmarks.md`, "How the primes are fast", has the
/// runs).
// Out of line, as the wheel of 2310's steps were (inlined, they ran slower).
#[inline(never)]
fn cross_off_class_large<const C: usize>(segment: &mut [u8], primes: &mut [SievingPrime]) {
    let len = segment.len();
    let bytes = segment.as_mut_ptr();
    let (steps, distances) = (&STEPS_210.steps[C], &STEPS_210.distances[C]);
    'primes: for sp in primes.iter_mut() {
        let mut i = sp.next as usize;
        let q = sp.q as usize;
        let mut d = [0usize; DISTANCES];
        for (x, &(gap, carry)) in d.iter_mut().zip(distances) {
            *x = q * gap as usize + carry as usize;
        }
        let d = std::hint::black_box(&d);
        for (j, step) in steps.iter().enumerate().skip(sp.phase as usize) {
            if i >= len {
                sp.next = (i - len) as u32;
                sp.phase = j as u32;
                continue 'primes;
            }
            // SAFETY: i < len.
            unsafe { *bytes.add(i) &= step.clear };
            i += d[step.distance as usize];
        }
        macro_rules! steps {
            ($($j:literal)*) => {$(
                if i >= len {
                    sp.next = (i - len) as u32;
                    sp.phase = $j;
                    continue 'primes;
                }
                // SAFETY: i < len.
                unsafe { *bytes.add(i) &= STEPS_210.steps[C][$j].clear };
                i += d[STEPS_210.steps[C][$j].distance as usize];
            )*};
        }
        loop {
            steps!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23);
            steps!(24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47);
        }
    }
}

/// The odd primes up to `limit`, by a plain sieve of Eratosthenes over odd numbers.
fn odd_primes_up_to(limit: u64) -> Vec<u64> {
    let limit = limit as usize;
    let mut composite = vec![false; limit / 2 + 1];
    let mut primes = Vec::new();
    let mut i = 3;
    while i <= limit {
        if !composite[i / 2] {
            primes.push(i as u64);
            let mut j = i * i;
            while j <= limit {
                composite[j / 2] = true;
                j += 2 * i;
            }
        }
        i += 2;
    }
    primes
}

/// The sieve bytes of `0..30 * (period + extra)` with the multiples of `primes` cleared, where
/// `period` is their product: byte b equals byte b + period, so any window of up to `extra`
/// bytes of the infinite pattern is one slice.
fn presieve_pattern(primes: &[u64], extra: usize) -> Vec<u8> {
    let period = primes.iter().product::<u64>() as usize;
    let mut pattern = vec![0xffu8; period];
    let mut lists: [Vec<SievingPrime>; 8] = Default::default();
    for &p in primes {
        // From p * 1: byte p / 30, wheel position 0.
        let q = (p / 30) as u32;
        let class = BIT_OF[(p % 30) as usize] as usize;
        lists[class].push(SievingPrime {
            next: q,
            q,
            phase: 0,
        });
    }
    cross_off_lists!(cross_off_class, &mut pattern, &mut lists);
    while pattern.len() < period + extra {
        let more = (period + extra - pattern.len()).min(period);
        pattern.extend_from_within(..more);
    }
    pattern
}

/// Sets `block`, the sieve bytes from byte `start` on, to the AND of the `patterns` (each
/// from [`presieve_pattern`] with `extra = chunk`), `chunk` bytes at a time so that a pattern
/// needs only its period and a chunk; `windows` is scratch space, kept to save allocations.
fn presieve_block<'p>(
    block: &mut [u8],
    start: u64,
    patterns: &'p [Vec<u8>],
    chunk: usize,
    windows: &mut Vec<&'p [u8]>,
) {
    for (c, piece) in block.chunks_mut(chunk).enumerate() {
        let piece_start = start + (c * chunk) as u64;
        windows.clear();
        windows.extend(patterns.iter().map(|pattern| {
            let period = (pattern.len() - chunk) as u64;
            let offset = (piece_start % period) as usize;
            &pattern[offset..offset + piece.len()]
        }));
        presieve(piece, windows);
    }
}

/// Sets `block` to the AND of the `windows` (all as long as the block).
fn presieve(block: &mut [u8], windows: &[&[u8]]) {
    #[cfg(target_arch = "x86_64")]
    {
        if is_x86_feature_detected!("avx2") {
            // SAFETY: the processor has AVX2.
            return unsafe { presieve_avx2(block, windows) };
        }
    }
    presieve_portable(block, windows)
}

/// [`presieve`] compiled for AVX2: twice the SSE2 width.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn presieve_avx2(block: &mut [u8], windows: &[&[u8]]) {
    presieve_portable(block, windows)
}

#[inline(always)]
fn presieve_portable(block: &mut [u8], windows: &[&[u8]]) {
    // Eight patterns per pass over the block, so that it is loaded and stored fewer times: the
    // 20 patterns of 7 ..= 223 take three passes (π(10^9) was 1.000 × primesieve on the
    // guide's Xeon 167 with eight per pass, 1.014 with four, 9 rounds of
    // `scripts/bench-primesieve.sh` each, minutes apart). The first pass writes the block
    // without reading it.
    if windows.is_empty() {
        block.fill(0xff);
    }
    for (pass, eight) in windows.chunks(8).enumerate() {
        and_eight(block, eight, pass == 0);
    }
}

/// ANDs one to eight `windows` into `block` (into all ones, with `first`): a short list is
/// padded with its last window, since x & x = x.
#[inline(always)]
fn and_eight(block: &mut [u8], windows: &[&[u8]], first: bool) {
    let w = |k: usize| windows[k.min(windows.len() - 1)];
    let abcd = w(0).iter().zip(w(1)).zip(w(2)).zip(w(3));
    let efgh = w(4).iter().zip(w(5)).zip(w(6)).zip(w(7));
    let all = abcd.zip(efgh);
    let pairs = block.iter_mut().zip(all);
    if first {
        for (x, ((((a, b), c), d), (((e, f), g), h))) in pairs {
            *x = a & b & c & d & e & f & g & h;
        }
    } else {
        for (x, ((((a, b), c), d), (((e, f), g), h))) in pairs {
            *x &= a & b & c & d & e & f & g & h;
        }
    }
}

/// The number of set bits in `bytes`.
pub(crate) fn count_ones(bytes: &[u8]) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        if is_x86_feature_detected!("popcnt") {
            // SAFETY: the processor has POPCNT.
            return unsafe { count_ones_popcnt(bytes) };
        }
    }
    count_ones_portable(bytes)
}

/// [`count_ones`] with the POPCNT instruction instead of bit tricks.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
unsafe fn count_ones_popcnt(bytes: &[u8]) -> u64 {
    count_ones_portable(bytes)
}

#[inline(always)]
fn count_ones_portable(bytes: &[u8]) -> u64 {
    let words = bytes.chunks_exact(8);
    let tail: u64 = words
        .remainder()
        .iter()
        .map(|b| b.count_ones() as u64)
        .sum();
    let body: u64 = words
        .map(|w| u64::from_le_bytes(w.try_into().unwrap()).count_ones() as u64)
        .sum();
    body + tail
}

/// The primes from 7 to `root` in increasing order: by a plain odd sieve when `root` is small,
/// by the segmented sieve itself (whose own sieving primes stop at sqrt(root)) when it is not,
/// so that memory stays about 4 bytes per prime rather than half a byte per number.
fn sieving_primes(root: u64) -> Vec<u64> {
    if root < 1 << 22 {
        let mut primes = odd_primes_up_to(root);
        primes.retain(|&p| p >= 7);
        return primes;
    }
    let mut primes = Vec::new();
    sieve_segments(7, root, layout(), |start, segment| {
        visit_bits(start, segment, |p| primes.push(p))
    });
    primes
}

/// Calls `f` with the number of every set bit of `segment`, whose first byte is sieve byte
/// `start` (numbers `30 * start ..`), in increasing order.
#[inline(always)]
pub(crate) fn visit_bits(start: u64, segment: &[u8], f: impl FnMut(u64)) {
    #[cfg(target_arch = "x86_64")]
    {
        if is_x86_feature_detected!("bmi1") && is_x86_feature_detected!("popcnt") {
            // SAFETY: the processor has BMI1 (TZCNT) and POPCNT.
            return unsafe { visit_bits_bmi1(start, segment, f) };
        }
    }
    visit_bits_portable(start, segment, f)
}

/// [`visit_bits`] with the TZCNT and POPCNT instructions instead of BSF and bit tricks.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi1,popcnt")]
unsafe fn visit_bits_bmi1(start: u64, segment: &[u8], f: impl FnMut(u64)) {
    visit_bits_portable(start, segment, f)
}

#[inline(always)]
fn visit_bits_portable(start: u64, segment: &[u8], mut f: impl FnMut(u64)) {
    /// `VALUE[b]`: the offset of bit b of a little-endian 64-bit word, from the word's first
    /// number.
    const VALUE: [u64; 64] = {
        let mut t = [0u64; 64];
        let mut b = 0;
        while b < 64 {
            t[b] = 30 * (b as u64 / 8) + WHEEL[b % 8];
            b += 1;
        }
        t
    };
    let mut base = 30 * start;
    // Decode a few words into `found` with no branch per bit, eight bits per step (writing
    // past the end is harmless), then hand them to f in one predictable loop.
    const WORDS: usize = 16;
    let mut found = [0u64; WORDS * 64 + 8];
    let words = segment.chunks_exact(8);
    let tail = words.remainder();
    let mut len = 0;
    for (k, word) in words.enumerate() {
        let mut w = u64::from_le_bytes(word.try_into().unwrap());
        let count = w.count_ones() as usize;
        let mut at = len;
        while w != 0 {
            for slot in &mut found[at..at + 8] {
                *slot = base + VALUE[(w.trailing_zeros() & 63) as usize];
                w &= w.wrapping_sub(1);
            }
            at += 8;
        }
        len += count;
        base += 240;
        if k % WORDS == WORDS - 1 {
            found[..len].iter().for_each(|&p| f(p));
            len = 0;
        }
    }
    found[..len].iter().for_each(|&p| f(p));
    for &byte in tail {
        let mut w = byte;
        while w != 0 {
            f(base + WHEEL[w.trailing_zeros() as usize]);
            w &= w - 1;
        }
        base += 30;
    }
}

/// Sieves the numbers coprime to 30 in `lo..=hi`, segment by segment, and hands each segment
/// to `visit(start, bytes)`: bit k of `bytes[i]` is set when `30 * (start + i) + WHEEL[k]` is
/// a prime in `lo..=hi` (bits outside the range are cleared; 2, 3 and 5 are not in the
/// wheel). Work starts at `lo`: each sieving prime p starts at its first multiple that is at
/// least `max(p^2, lo)`.
fn sieve_segments(lo: u64, hi: u64, layout: &Layout, visit: impl FnMut(u64, &[u8])) {
    if lo > hi {
        return;
    }
    sieve_part(&setup(lo, hi, layout), lo, hi, visit);
}

/// What every segment of a sieve of one range shares, built once: the pre-sieve patterns, the
/// sieving primes and the segment length. [`sieve_part`] runs it over the range or any
/// part of it, so that threads (`crate::parallel_sieve`) can share one setup and each sieve
/// its own pieces with its own buffers.
pub(crate) struct Setup {
    layout: Layout,
    /// The pre-sieve patterns, and the primes they remove.
    patterns: Vec<Vec<u8>>,
    presieved: Vec<u64>,
    /// The other primes from 7 to sqrt(hi), increasing.
    sieving: Vec<u64>,
    /// Bytes per segment (the last one of a range may be shorter).
    pub segment_bytes: usize,
}

/// The [`Setup`] for `lo..=hi` (`lo <= hi`).
pub(crate) fn setup(lo: u64, hi: u64, layout: &Layout) -> Setup {
    let range_bytes = hi / 30 + 1 - lo / 30;
    let root = isqrt(hi);
    let presieve_primes = odd_primes_up_to(layout.presieve_max);
    // The pre-sieved primes, grouped so that each group's period stays small; a group is
    // used only when the range is many periods long, since building it costs a period.
    let mut groups: Vec<Vec<u64>> = Vec::new();
    for &p in presieve_primes.iter().filter(|&&p| p >= 7) {
        match groups.last_mut() {
            Some(g) if g.iter().product::<u64>() * p <= layout.pattern_period_max => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    groups.retain(|g| 16 * g.iter().product::<u64>() <= range_bytes);
    let presieved: Vec<u64> = groups.concat();
    let patterns: Vec<Vec<u8>> = groups
        .iter()
        .map(|g| presieve_pattern(g, layout.presieve_chunk))
        .collect();
    let mut sieving = sieving_primes(root);
    sieving.retain(|p| !presieved.contains(p));
    // A prime p crosses off p bytes per turn of the wheel, so a segment much shorter than the
    // largest sieving prime costs more visits of each prime than it has multiples to clear:
    // the segment grows to sqrt(hi) bytes, within the layout's bounds.
    let wanted = (root as usize).clamp(
        layout.block * layout.segment_blocks,
        layout.block * layout.max_segment_blocks,
    );
    let segment_bytes =
        (layout.block * whole_blocks(wanted, layout.block)).min(range_bytes as usize);
    Setup {
        layout: *layout,
        patterns,
        presieved,
        sieving,
        segment_bytes,
    }
}

/// [`sieve_segments`] of `lo..=hi` (`lo <= hi`), which must lie in the range `setup` was built
/// for: its segments start at byte `lo / 30` and are `setup.segment_bytes` long (the
/// last maybe shorter).
pub(crate) fn sieve_part(setup: &Setup, lo: u64, hi: u64, mut visit: impl FnMut(u64, &[u8])) {
    let Setup {
        layout,
        patterns,
        presieved,
        sieving,
        segment_bytes,
    } = setup;
    let first_byte = lo / 30;
    let end_byte = hi / 30 + 1;
    let mut small: [Vec<SievingPrime>; 8] = Default::default();
    let mut large: [Vec<SievingPrime>; 8] = Default::default();
    let mut activated = 0;
    let mut segment = vec![0u8; *segment_bytes];
    let mut windows = Vec::with_capacity(patterns.len());
    let mut segment_start = first_byte;
    while segment_start < end_byte {
        let segment_len = (end_byte - segment_start).min(*segment_bytes as u64) as usize;
        let segment_end = segment_start + segment_len as u64;
        // A prime joins once the segment reaches its first multiple to cross off: p^2, or, for
        // the primes below sqrt(lo), the first multiple p m >= lo with m coprime to 30 (all
        // of these join the first segment, possibly with a multiple beyond it).
        while let Some(&p) = sieving.get(activated) {
            let square = p as u128 * p as u128;
            let from = if square >= lo as u128 {
                if (square / 30) as u64 >= segment_end {
                    break;
                }
                p
            } else {
                ((lo as u128 + p as u128 - 1) / p as u128) as u64
            };
            // The least m >= from on p's wheel, as m = turn * t + wheel[k]: the wheel of 30
            // for the small primes (and 7, whose multiples the wheel of 210 leaves out), the
            // wheel of 210 for the others.
            let is_small = p <= layout.small_prime_max.max(7);
            let (wheel, turn): (&[u64], u64) = if is_small {
                (&WHEEL, 30)
            } else {
                (&WHEEL_210, 210)
            };
            let (mut t, r) = (from / turn, from % turn);
            let mut k = wheel.partition_point(|&w| w < r);
            if k == wheel.len() {
                (t, k) = (t + 1, 0);
            }
            let m = turn as u128 * t as u128 + wheel[k] as u128;
            let byte = (p as u128 * m / 30) as u64;
            let class = BIT_OF[(p % 30) as usize] as usize;
            let sp = SievingPrime {
                next: (byte - segment_start) as u32,
                q: (p / 30) as u32,
                phase: k as u32,
            };
            if is_small {
                small[class].push(sp);
            } else {
                large[class].push(sp);
            }
            activated += 1;
        }
        let segment = &mut segment[..segment_len];
        for (b, block) in segment.chunks_mut(layout.block).enumerate() {
            let block_start = segment_start + (b * layout.block) as u64;
            presieve_block(
                block,
                block_start,
                patterns,
                layout.presieve_chunk,
                &mut windows,
            );
            // The patterns cleared the pre-sieved primes themselves, and 1 is not prime.
            let block_end = block_start + block.len() as u64;
            for &p in presieved.iter() {
                if (block_start..block_end).contains(&(p / 30)) {
                    block[(p / 30 - block_start) as usize] |= 1 << BIT_OF[(p % 30) as usize];
                }
            }
            if block_start == 0 {
                block[0] &= !1;
            }
            cross_off_lists!(cross_off_class, block, &mut small);
        }
        cross_off_lists!(cross_off_class_large, segment, &mut large);
        if segment_start == first_byte {
            // Drop the numbers < lo in the first byte.
            let drop = WHEEL.iter().filter(|&&w| 30 * first_byte + w < lo).count();
            segment[0] &= !(((1u16 << drop) - 1) as u8);
        }
        if segment_end == end_byte {
            // Keep only the numbers <= hi in the last byte.
            let keep = WHEEL.iter().filter(|&&w| w <= hi % 30).count();
            segment[segment_len - 1] &= ((1u16 << keep) - 1) as u8;
        }
        visit(segment_start, segment);
        segment_start = segment_end;
    }
}

/// π(n) by the segmented sieve: the number of primes `<= n`.
///
/// Segmented sieve of Eratosthenes on a wheel of 30 (one byte holds the 8 numbers coprime to 30
/// among 30), as in primesieve:
/// - the multiples of 7..=223 come from precomputed periodic patterns (period: a product of a
///   few of these primes), ANDed eight patterns at a time over 16 KiB pieces, with AVX2 when
///   the processor has it;
/// - primes with 32 or more multiples per block (64 on AMD) cross off one block of the size
///   of the L1 data cache (32 or 48 KiB) at a time, larger ones a whole segment of 256 KiB or
///   a little more (on AMD, the L2 cache up to 1 MiB), growing to sqrt(n) bytes up to
///   1 MiB, the sizes read from CPUID ([`layout_for`]); each prime keeps its next multiple
///   from one block to the next;
/// - for the small primes a full turn of the wheel crosses eight bytes at fixed offsets,
///   unrolled, and the partial turns at either end of a block check each of their bytes
///   against its end; the larger ones step along the wheel of 210, which leaves out the
///   multiples of 7, each step checked against the end of the segment, the 48 steps of a
///   round unrolled with the prime's distances (no table read per step);
/// - the survivors are counted with `count_ones` (the POPCNT instruction when available).
///
/// For large n, [`crate::prime_count::prime_pi`] is much faster (it counts without listing);
/// this function is for submissions that need only the sieve.
///
/// # Constraints
/// Any `u64` for which the run time is acceptable: time grows like n log log n (see below), and
/// the sieving primes up to sqrt(n) are stored.
///
/// # Complexity
/// O(n log log n) time; O(sqrt(n) / log n) memory for the sieving primes plus 1.1 to 1.9 MB of
/// segment and patterns. Measured with `scripts/bench-primesieve.sh` (medians of interleaved
/// rounds, one thread) on the guide's 2-core KVM "AMD EPYC" (family 26 model 2: Zen 5, 512 KiB
/// segments), quiet: 10^9 in 0.069 s against primesieve 11's 0.083 s (ratio 0.86), 10^10 in
/// 1.05 s against 1.26 s (0.83), 10^11 in 10.8 s against 11.9 s (0.91), 10^12 in 149 s against
/// 163 s (0.92, one round), with 32 KiB blocks and 4096 small primes; on the "Xeon 167"
/// (`lscpu` "Intel(R) Xeon(R) Processor", family 6, model 167, AVX-512; 48 KiB blocks,
/// 288 KiB segments growing to sqrt(n) bytes), pinned to one core: 10^9 in 0.074 to 0.076 s
/// against 0.078 s (0.949 to 0.962, the medians of the per-round ratios of three runs; 1.013
/// in one that began under load), 10^10 in 0.968 to 0.976 s against 1.045 to 1.057 s (0.923
/// and 0.926), 10^11 in 12.26 s against 13.36 s (0.917), 10^12 in 147.8 s against 165.5 s
/// (0.893, 1 round); the guide has the machines, git the older runs.
///
/// # Example
/// See the [module documentation](self).
///
/// Tested against a linear sieve at every power of two and many other points up to 10^7, with
/// tiny block and segment sizes that cross thousands of boundaries, and against the published
/// π(10^k) for k <= 10 and π(2^32) (`shared/tests/primes.rs`, the large ones `#[ignore]`d).
pub fn sieve_prime_pi(n: u64) -> u64 {
    if n < 1 << 16 {
        return if n < 2 {
            0
        } else {
            1 + odd_primes_up_to(n).len() as u64
        };
    }
    prime_pi_with_layout(n, layout())
}

fn prime_pi_with_layout(n: u64, layout: &Layout) -> u64 {
    let mut count = [2u64, 3, 5].iter().filter(|&&p| p <= n).count() as u64;
    sieve_segments(0, n, layout, |_, segment| count += count_ones(segment));
    count
}

/// Calls `f` on every prime in `lo..=hi`, in increasing order (nothing when `lo > hi`).
///
/// The same segmented wheel sieve as [`sieve_prime_pi`], started at `lo`: each sieving prime
/// p <= sqrt(hi) starts at its first multiple >= max(p^2, lo), so a window costs
/// O(sqrt(hi) + (hi - lo)) however far out it lies; survivors are decoded sixteen 64-bit words
/// at a time (`trailing_zeros` and a 64-entry table of offsets) before `f` sees them.
///
/// # Constraints
/// Any `lo` and `hi` (nothing when `lo > hi`); memory is about 20 bytes per prime up to
/// sqrt(hi) (plus 1.1 to 1.9 MB of segment and patterns; counted from the sizes, not
/// measured): about 3.4 MB for windows near 10^12, but about 4 GB and tens of seconds for
/// the sieving primes of windows just below 2^64. There is no early exit: to stop, ignore
/// the rest.
///
/// # Complexity
/// O((hi - lo) log log hi + sqrt(hi)) time. Measured with `scripts/bench-primal.sh`
/// (criterion medians, 10 samples) on the guide's 2-core Intel Xeon KVM (family 6 model 85),
/// under load average 13: the 50 847 534 primes below 10^9 in 2.81 s, against our count of
/// them in 2.06 s (1.37) and primal's `Primes::all()` in 6.90 s (0.41; `Sieve::new(n)
/// .primes_from(0)`: 7.06 s).
///
/// # Example
/// See the [module documentation](self).
///
/// Tested against a linear sieve and against trial division (`shared/tests/primes.rs`): every
/// window with both ends below 300, random windows up to 10^7 and near 10^12, windows across
/// segment boundaries, with tiny layouts, and windows near 2^64 (slow test) checked by the
/// Miller–Rabin reference.
pub fn for_each_prime(lo: u64, hi: u64, mut f: impl FnMut(u64)) {
    for p in [2, 3, 5] {
        if (lo..=hi).contains(&p) {
            f(p);
        }
    }
    for_each_prime_with_layout(lo.max(7), hi, layout(), f);
}

fn for_each_prime_with_layout(lo: u64, hi: u64, layout: &Layout, mut f: impl FnMut(u64)) {
    sieve_segments(lo, hi, layout, |start, segment| {
        visit_bits(start, segment, &mut f)
    });
}

/// π(t) for every t of `targets` (sorted increasingly), by one pass of the sieve up to the
/// last ([`count_at_increasing`] from 7, the targets below 7 apart), for the tests.
#[cfg(test)]
pub(crate) fn prime_pi_at_sorted(targets: &[u64]) -> Vec<u64> {
    let below_7 = targets.partition_point(|&t| t < 7);
    let mut out: Vec<u64> = targets[..below_7]
        .iter()
        .map(|&t| [2, 3, 5].iter().filter(|&&p| p <= t).count() as u64)
        .collect();
    if let Some(&hi) = targets[below_7..].last() {
        let setup = setup(7, hi, layout());
        let rest = targets[below_7..].iter().copied();
        // 2, 3 and 5 are below 7.
        count_at_increasing(&setup, 7, hi, rest, |_, pi| out.push(3 + pi));
    }
    out
}

/// Calls `f(t, primes in lo..=t)` for every t of `targets`, which must not decrease and lie in
/// `lo..=hi` (7 <= lo <= hi, within `setup`'s range), by one pass of the sieve over
/// `lo..=hi`; returns the number of primes in `lo..=hi`.
///
/// The P2 term of [`crate::prime_count`] (targets n / p for the primes y < p <= sqrt n, drawn
/// one at a time, so that they need not be held in memory), over [7, n / y] or a thread's
/// piece of it. Tested against a plain sieve from 7 (`prime_pi_at_sorted_matches_a_plain_sieve`)
/// and through P2's tests, on one thread and in pieces.
pub(crate) fn count_at_increasing(
    setup: &Setup,
    lo: u64,
    hi: u64,
    targets: impl Iterator<Item = u64>,
    mut f: impl FnMut(u64, u64),
) -> u64 {
    let mut targets = targets.peekable();
    let mut before = 0u64; // primes from lo to the segment
    sieve_part(setup, lo, hi, |start, segment| {
        let end = 30 * (start + segment.len() as u64); // first number after the segment
        let (mut byte, mut counted) = (0usize, 0u64);
        while let Some(t) = targets.next_if(|&t| t < end) {
            debug_assert!(t <= hi);
            let t_byte = (t / 30 - start) as usize;
            counted += count_ones(&segment[byte..t_byte]);
            byte = t_byte;
            let keep = WHEEL.iter().filter(|&&w| w <= t % 30).count();
            let partial = (segment[t_byte] & ((1u16 << keep) - 1) as u8).count_ones() as u64;
            f(t, before + counted + partial);
        }
        before += counted + count_ones(&segment[byte..]);
    });
    debug_assert!(targets.peek().is_none(), "a target above hi");
    before
}

/// π over one segment of the sieve, for lookups in any order: [`prime_pi_segments`].
#[derive(Default)]
pub(crate) struct SegmentPi {
    /// The segment covers `lo..hi`.
    pub lo: u64,
    pub hi: u64,
    /// The wheel bytes of the segment, 8 to a word (the last word padded with zeros).
    words: Vec<u64>,
    /// π(lo - 1) plus the primes of the words before each word.
    before: Vec<u64>,
    first_byte: u64,
}

impl SegmentPi {
    /// π(v) for `lo <= v < hi`.
    #[inline(always)]
    pub fn pi(&self, v: u64) -> u64 {
        debug_assert!(self.lo <= v && v < self.hi);
        let byte = (v / 30 - self.first_byte) as usize;
        let (w, within) = (byte / 8, byte % 8);
        // The bits up to v: the whole bytes before v's byte, then those of v's residue.
        let bits = 8 * within as u32 + WHEEL_BITS_UP_TO[(v % 30) as usize] as u32;
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        self.before[w] + (self.words[w] & mask).count_ones() as u64
    }
}

/// For r in 0..30, how many of [`WHEEL`] are <= r.
const WHEEL_BITS_UP_TO: [u8; 30] = {
    let mut table = [0u8; 30];
    let mut r = 0;
    while r < 30 {
        let mut k = 0;
        while k < 8 {
            if WHEEL[k] <= r as u64 {
                table[r] += 1;
            }
            k += 1;
        }
        r += 1;
    }
    table
};

/// Sieves `lo..=hi` (7 <= lo <= hi, within the range `setup` was built for, starting on one
/// of its segments: its first number or the first of a segment) segment by segment and hands
/// each to `f` as a [`SegmentPi`] whose π counts the primes from `lo` (add π(lo - 1) for π
/// itself); returns the number of primes in `lo..=hi`.
///
/// The easy leaves of [`crate::prime_count`] whose values lie between y and sqrt n, over all
/// of [y, sqrt n] or a thread's piece of it. Tested against a plain sieve, whole and in pieces
/// of a tiny layout (`segment_pi_matches_a_plain_sieve`), and through those leaves.
pub(crate) fn prime_pi_segments(
    setup: &Setup,
    lo: u64,
    hi: u64,
    mut f: impl FnMut(&SegmentPi),
) -> u64 {
    debug_assert!(lo >= 7);
    let mut before = 0;
    let mut seg = SegmentPi::default();
    sieve_part(setup, lo, hi, |start, segment| {
        seg.first_byte = start;
        seg.lo = (30 * start).max(lo);
        seg.hi = (30 * (start + segment.len() as u64)).min(hi + 1);
        seg.words.clear();
        seg.before.clear();
        for chunk in segment.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            let word = u64::from_le_bytes(word);
            seg.words.push(word);
            seg.before.push(before);
            before += word.count_ones() as u64;
        }
        f(&seg);
    });
    before
}

/// Tiny blocks and segments, every pre-sieve setting (none, one pattern, many) and
/// pre-sieve chunks shorter than a pattern's period, than a block or as long, so that a few
/// million numbers cross thousands of block, segment, chunk and pattern boundaries. The
/// first layout's small primes stop at 7, the second's below it: 7 must still cross off
/// with the wheel of 30 (the wheel of 210 leaves its multiples out), and 11 with the larger
/// primes' steps.
#[cfg(test)]
pub(crate) const TINY_LAYOUTS: [Layout; 6] = [
    tiny_layout(8, 1, 7, 5, 1, 8),
    tiny_layout(8, 2, 5, 5, 1, 3),
    tiny_layout(64, 3, 300, 13, 200, 24),
    tiny_layout(64, 2, 11, 7, 7, 5),
    tiny_layout(200, 5, 1000, 163, 2000, 48),
    tiny_layout(1000, 4, 100_000, 60, 1 << 17, 1000),
];

#[cfg(test)]
const fn tiny_layout(
    block: usize,
    segment_blocks: usize,
    small_prime_max: u64,
    presieve_max: u64,
    pattern_period_max: u64,
    presieve_chunk: usize,
) -> Layout {
    Layout {
        block,
        segment_blocks,
        max_segment_blocks: 3 * segment_blocks,
        small_prime_max,
        presieve_max,
        pattern_period_max,
        presieve_chunk,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::linear_sieve::LinearSieve;

    #[test]
    fn the_layout_follows_the_l1d_and_an_amd_l2() {
        let kib = |k: usize| k << 10;
        // (L1d, AMD's L2) -> (block, least and largest segment, small primes up to).
        let cases = [
            ((None, None), (32, 256, 1024, 8192)),
            ((Some(kib(32)), None), (32, 256, 1024, 8192)),
            ((Some(kib(48)), None), (48, 288, 1056, 12288)),
            ((Some(kib(16)), None), (32, 256, 1024, 8192)),
            ((Some(kib(64)), None), (48, 288, 1056, 12288)),
            ((Some(kib(32)), Some(kib(512))), (32, 512, 1024, 4096)),
            ((Some(kib(32)), Some(kib(64))), (32, 256, 1024, 4096)),
            ((Some(kib(48)), Some(kib(1024))), (48, 1056, 1056, 6144)),
            ((Some(kib(32)), Some(kib(384))), (32, 384, 1024, 4096)),
            ((Some(kib(32)), Some(kib(1280))), (32, 1024, 1024, 4096)),
            ((None, Some(kib(32 << 10))), (32, 1024, 1024, 4096)),
        ];
        for ((l1d, amd_l2), (block, segment, max_segment, small)) in cases {
            let layout = layout_for(CacheSizes { l1d, amd_l2 });
            let got = (
                layout.block,
                layout.block * layout.segment_blocks,
                layout.block * layout.max_segment_blocks,
                layout.small_prime_max,
            );
            let expected = (kib(block), kib(segment), kib(max_segment), small);
            assert_eq!(got, expected, "{l1d:?} {amd_l2:?}");
        }
        // The layout in use is the rule's for CPUID's answers, and those are plausible.
        let caches = cache_sizes();
        assert_eq!(*layout(), layout_for(caches));
        if let Some(l1d) = caches.l1d {
            assert!((kib(8)..=kib(256)).contains(&l1d), "{l1d}");
        }
        if let Some(l2) = caches.amd_l2 {
            assert!((kib(64)..=kib(64 << 10)).contains(&l2), "{l2}");
        }
    }

    /// The larger primes' steps ([`cross_off_class_large`]), run over consecutive segments of
    /// several lengths (one byte to several rounds of the wheel), clear exactly the bits of
    /// `p * m` for the m coprime to 210 from the first one on, and leave the prime at the first
    /// such multiple past the end: for every class and every starting phase, and numbers
    /// `30 q + WHEEL[c]` that are not prime too (the steps need no primality).
    #[test]
    fn large_steps_clear_the_multiples_across_segments() {
        assert!(WHEEL_210
            .iter()
            .all(|&m| [2, 3, 5, 7].iter().all(|d| m % d != 0)));
        let coprime = |m: &u64| [2, 3, 5, 7].iter().all(|d| m % d != 0);
        for c in 0..8 {
            for q in [0u64, 1, 2, 7, 100, 12_345] {
                let p = 30 * q + WHEEL[c];
                let lengths: &[usize] = if q <= 100 {
                    &[1, 7, 64, 1000]
                } else {
                    &[4096, 100_000]
                };
                for (k, &length) in (0..48).flat_map(|k| lengths.iter().map(move |l| (k, l))) {
                    let m0 = 210 * 2 + WHEEL_210[k];
                    // The bytes from `base` to `base + total`: about three rounds.
                    let base = p * m0 / 30 - (p * m0 / 30).min(5);
                    let total = (21 * p + 10) as usize;
                    let mut sieve = vec![0xffu8; total];
                    let mut lists: [Vec<SievingPrime>; 8] = Default::default();
                    lists[c].push(SievingPrime {
                        next: (p * m0 / 30 - base) as u32,
                        q: q as u32,
                        phase: k as u32,
                    });
                    for segment in sieve.chunks_mut(length) {
                        cross_off_lists!(cross_off_class_large, segment, &mut lists);
                    }
                    let mut expected = vec![0xffu8; total];
                    let mut ms = (m0..).filter(coprime);
                    let next_m = loop {
                        let m = ms.next().unwrap();
                        let at = (p * m / 30 - base) as usize;
                        if at >= total {
                            break m;
                        }
                        expected[at] &= !(1 << BIT_OF[(p * m % 30) as usize]);
                    };
                    let case = format!("p {p}, phase {k}, segments of {length}");
                    assert_eq!(sieve, expected, "{case}");
                    // The prime waits at its next multiple, relative to the end.
                    let sp = lists[c][0];
                    assert_eq!(sp.next as usize + total, (p * next_m / 30 - base) as usize);
                    assert_eq!(WHEEL_210[sp.phase as usize], next_m % 210, "{case}");
                }
            }
        }
    }

    #[test]
    fn prime_pi_matches_a_plain_sieve_up_to_ten_million() {
        let s = LinearSieve::new(10_000_000);
        let mut count = 0u64;
        let mut checkpoints = vec![];
        for n in 0..=10_000_000usize {
            if s.is_prime(n) {
                count += 1;
            }
            // Every power of ten, and points around segment boundaries.
            if n < 200 || n.is_power_of_two() || (n + 1).is_power_of_two() || n % 65_537 == 0 {
                checkpoints.push((n as u64, count));
            }
        }
        for k in 0..=7 {
            let x = 10u64.pow(k);
            assert_eq!(
                sieve_prime_pi(x),
                s.primes().partition_point(|&p| p as u64 <= x) as u64
            );
        }
        for (n, expect) in checkpoints {
            assert_eq!(sieve_prime_pi(n), expect, "pi({n})");
        }
    }

    #[test]
    fn prime_pi_with_tiny_layouts_matches_a_plain_sieve() {
        let limit = 2_000_000;
        let s = LinearSieve::new(limit);
        let pi = |x: u64| s.primes().partition_point(|&p| p as u64 <= x) as u64;
        for layout in TINY_LAYOUTS {
            let mut xs: Vec<u64> = (0..400).collect();
            xs.extend((0..60).map(|i| 30 * 61 * i * i + i % 30));
            xs.extend([limit as u64 - 1, limit as u64]);
            for x in xs.into_iter().filter(|&x| x <= limit as u64) {
                assert_eq!(
                    prime_pi_with_layout(x, &layout),
                    pi(x),
                    "pi({x}), {layout:?}"
                );
            }
        }
    }

    /// Windows of every kind (empty, one number, across block and segment boundaries, from 0,
    /// 1, 2) with the tiny layouts, against a linear sieve.
    #[test]
    fn for_each_prime_with_tiny_layouts_matches_a_plain_sieve() {
        let limit = 300_000u64;
        let s = LinearSieve::new(limit as usize);
        let mut rng = fastrand::Rng::with_seed(13);
        for layout in TINY_LAYOUTS {
            let mut windows: Vec<(u64, u64)> = vec![(7, 7), (7, limit), (8, 6), (30, 31)];
            for _ in 0..300 {
                let lo = rng.u64(7..limit);
                let len = [0, 1, 29, 30, 31, 240, rng.u64(..30 * 2000)][rng.usize(..7)];
                windows.push((lo, (lo + len).min(limit)));
            }
            for (lo, hi) in windows {
                let mut got = Vec::new();
                for_each_prime_with_layout(lo, hi, &layout, |p| got.push(p));
                let expected: Vec<u64> = (lo..=hi).filter(|&n| s.is_prime(n as usize)).collect();
                assert_eq!(got, expected, "{lo}..={hi}, {layout:?}");
            }
        }
    }

    /// The paths chosen at run time (AVX2, POPCNT, BMI1 where this processor has them; the
    /// portable code again where it does not) give the same results as the portable code, on
    /// random bytes of every length up to 300 and with 0 to 9 windows.
    #[test]
    fn feature_paths_match_the_portable_code() {
        let mut rng = fastrand::Rng::with_seed(21);
        for len in 0..300usize {
            let bytes: Vec<u8> = (0..len).map(|_| rng.u8(..)).collect();
            assert_eq!(count_ones(&bytes), count_ones_portable(&bytes), "{len}");
            let (mut got, mut expected) = (Vec::new(), Vec::new());
            visit_bits(len as u64, &bytes, |p| got.push(p));
            visit_bits_portable(len as u64, &bytes, |p| expected.push(p));
            assert_eq!(got, expected, "{len}");
            let windows: Vec<Vec<u8>> = (0..len % 10)
                .map(|_| (0..len).map(|_| rng.u8(..) | rng.u8(..)).collect())
                .collect();
            let windows: Vec<&[u8]> = windows.iter().map(|w| &w[..]).collect();
            let (mut block, mut expected) = (vec![0x5a; len], vec![0xa5; len]);
            presieve(&mut block, &windows);
            presieve_portable(&mut expected, &windows);
            let and = (0..len).map(|i| windows.iter().fold(0xff, |x, w| x & w[i]));
            assert_eq!(block, and.collect::<Vec<u8>>(), "{len}");
            assert_eq!(block, expected, "{len}");
        }
    }

    #[test]
    fn segment_pi_matches_a_plain_sieve() {
        let limit = 3_000_000u64;
        let s = LinearSieve::new(limit as usize);
        let pi = |x: u64| s.primes().partition_point(|&p| p as u64 <= x) as u64;
        for lo in [7u64, 8, 29, 30, 31, 1_000_003, 2_999_000] {
            let mut covered = lo;
            let setup = setup(lo, limit, layout());
            let primes = prime_pi_segments(&setup, lo, limit, |seg| {
                assert_eq!(seg.lo, covered);
                for v in (seg.lo..seg.hi).step_by(7).chain([seg.lo, seg.hi - 1]) {
                    assert_eq!(seg.pi(v), pi(v) - pi(lo - 1), "v={v}, lo={lo}");
                }
                covered = seg.hi;
            });
            assert_eq!(covered, limit + 1, "lo={lo}");
            assert_eq!(primes, pi(limit) - pi(lo - 1), "lo={lo}");
        }
        // In pieces of a few segments of a tiny layout.
        let (lo, hi) = (1_000_003u64, 2_000_000u64);
        for layout in &TINY_LAYOUTS {
            let setup = setup(lo, hi, layout);
            let piece = 3 * setup.segment_bytes as u64;
            let mut start = lo;
            while start <= hi {
                let end = ((start / 30 + piece) * 30 - 1).min(hi);
                let primes = prime_pi_segments(&setup, start, end, |seg| {
                    for v in (seg.lo..seg.hi).step_by(11).chain([seg.hi - 1]) {
                        assert_eq!(seg.pi(v), pi(v) - pi(start - 1), "v={v}");
                    }
                });
                assert_eq!(primes, pi(end) - pi(start - 1), "{start}..={end}");
                start = end + 1;
            }
        }
    }

    #[test]
    fn prime_pi_at_sorted_matches_a_plain_sieve() {
        let limit = 8_000_000u64;
        let s = LinearSieve::new(limit as usize);
        let pi = |x: u64| s.primes().partition_point(|&p| p as u64 <= x) as u64;
        let mut rng = fastrand::Rng::with_seed(7);
        let mut targets: Vec<u64> = (0..40).chain((0..2000).map(|_| rng.u64(..limit))).collect();
        targets.extend([limit, limit, 30 * 32 * 1024 * 8 - 1, 30 * 32 * 1024 * 8]);
        targets.sort_unstable();
        let got = prime_pi_at_sorted(&targets);
        assert_eq!(got.len(), targets.len());
        for (&t, &count) in targets.iter().zip(&got) {
            assert_eq!(count, pi(t), "pi({t})");
        }
        assert!(prime_pi_at_sorted(&[]).is_empty());
        assert_eq!(prime_pi_at_sorted(&[0, 1, 2, 6, 7]), [0, 0, 1, 3, 4]);
    }
}
