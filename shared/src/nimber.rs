//! Nim multiplication of `u64`: the numbers below 2^64 as the field of nimbers, where the sum
//! is XOR and the product is the nim product. A coin-turning game that is the product of two
//! one-dimensional ones (HDU 3404's rectangles) gives a coin the nim product of its two
//! coordinates' values (Lenstra's Tartan theorem), so such games need products, powers and
//! inverses.
//!
//! The definition is recursive, a mex over smaller products:
//! `a ⊗ b = mex { (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }`.
//! What makes it fast (Conway, *On Numbers and Games*, chapter 6): for a Fermat 2-power
//! `X = 2^(2^k)`, the numbers below `X` are a subfield, `x ⊗ X = x · X` for `x < X`, and
//! `X ⊗ X = X ⊕ X/2`. So a number of `2h` bits is `a1 · X ⊕ a0` with `X = 2^h`, and
//!
//! `a ⊗ b = ((a0 ⊗ b1 ⊕ a1 ⊗ b0 ⊕ a1 ⊗ b1) · X) ⊕ a0 ⊗ b0 ⊕ (a1 ⊗ b1) ⊗ X/2`,
//!
//! three products of half the size (Karatsuba: `a0 ⊗ b1 ⊕ a1 ⊗ b0` is
//! `(a0 ⊕ a1) ⊗ (b0 ⊕ b1) ⊕ a0 ⊗ b0 ⊕ a1 ⊗ b1`) and one product by the constant `X/2`. From 64
//! bits down to bytes that is 27 byte products, read from a 256 × 256 table, and 27 products
//! of a byte by `2^7`, from a table of 256; the multiplications by `2^15` and `2^31` are
//! themselves a few of those, as `2^15 = 2^8 ⊗ 2^7` and `2^31 = 2^16 ⊗ 2^15`.
//!
//! # Example
//! ```
//! use shared::nimber::Nimbers;
//! let nim = Nimbers::new();
//! assert_eq!(nim.mul(2, 2), 3);
//! assert_eq!(nim.mul(16, 16), 24);
//! assert_eq!(nim.mul(1 << 32, 1 << 32), 3 << 31);
//! assert_eq!(nim.mul(u64::MAX, u64::MAX), 11_290_409_524_105_353_207);
//! // XOR is the sum, so the product distributes over it.
//! let (a, b, c) = (0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_3210, 77);
//! assert_eq!(nim.mul(a, b ^ c), nim.mul(a, b) ^ nim.mul(a, c));
//! assert_eq!(nim.pow(3, 3), 1); // 3 ⊗ 3 = 2, 2 ⊗ 3 = 1
//! let inverse = nim.inv(a).unwrap();
//! assert_eq!(nim.mul(a, inverse), 1);
//! assert_eq!(nim.inv(0), None);
//! let root = nim.sqrt(a);
//! assert_eq!(nim.mul(root, root), a);
//! ```
//!
//! # Tested
//! `tests/nimber.rs`: every product of `a, b < 128` (`< 256` in the slow run) against the mex
//! definition; every product of two powers of two, and products of pseudo-random numbers of
//! every size, against the plain recursion on the Fermat split (four half-size products, no
//! Karatsuba, no tables); the field laws on pseudo-random `u64` (commutativity, associativity,
//! distributivity over XOR, the unit, inverses, square roots, powers against repeated
//! products, `a^(2^64 - 1) = 1`); and published values (`u64::MAX ⊗ u64::MAX`).

/// The tables behind nim multiplication below 2^64: the products of two bytes, a byte's
/// product by `2^7`, and a byte's inverse and square root.
///
/// # Complexity
/// [`Nimbers::new`] fills 66 KB in O(2^16) steps (0.12 ms). [`Nimbers::mul`] is O(1): 54 table
/// reads and about 200 bit operations, 17 to 20 ns per product of pseudo-random `u64`s;
/// [`Nimbers::inv`] 45 to 55 ns, [`Nimbers::sqrt`] 6 to 8 ns (`cargo bench -p bench --bench
/// nimber`, on the Xeon 167 of `docs/benchmarks.md`, "Nim multiplication").
#[derive(Clone)]
pub struct Nimbers {
    /// `product[a][b] = a ⊗ b` for bytes.
    product: Box<[[u8; 256]; 256]>,
    /// `half[a] = a ⊗ 2^7` (`2^7` is half the Fermat 2-power `2^8`).
    half: [u8; 256],
    /// `inverse[a]`: `a ⊗ inverse[a] = 1` for `a >= 1`; `inverse[0] = 0`.
    inverse: [u8; 256],
    /// `root[a] ⊗ root[a] = a`.
    root: [u8; 256],
}

impl Default for Nimbers {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for Nimbers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Nimbers { .. }")
    }
}

impl Nimbers {
    /// Builds the tables: the 16 × 16 nibble products by the recursion, then the byte products
    /// from them by the Fermat split at `2^4`.
    ///
    /// # Complexity
    /// O(2^16): 0.12 ms, 66 KB.
    pub fn new() -> Self {
        let mut nibble = [[0u8; 16]; 16];
        for (a, row) in nibble.iter_mut().enumerate() {
            for (b, cell) in row.iter_mut().enumerate() {
                *cell = small_product(a as u8, b as u8, 4);
            }
        }
        let mut product: Box<[[u8; 256]; 256]> = vec![[0u8; 256]; 256]
            .into_boxed_slice()
            .try_into()
            .expect("256 rows");
        for (a, row) in product.iter_mut().enumerate() {
            let (a1, a0) = (a >> 4, a & 15);
            for (b, cell) in row.iter_mut().enumerate() {
                let (b1, b0) = (b >> 4, b & 15);
                let low = nibble[a0][b0];
                let high = nibble[a1][b1];
                let middle = nibble[a0 ^ a1][b0 ^ b1];
                // 2^4 ⊗ 2^4 = 2^4 ⊕ 2^3.
                *cell = ((middle ^ low) << 4) ^ low ^ nibble[high as usize][8];
            }
        }
        let mut half = [0u8; 256];
        let mut inverse = [0u8; 256];
        let mut root = [0u8; 256];
        for a in 0..256 {
            half[a] = product[a][128];
            root[product[a][a] as usize] = a as u8;
            if let Some(b) = (1..256).find(|&b| product[a][b] == 1) {
                inverse[a] = b as u8;
            }
        }
        Nimbers {
            product,
            half,
            inverse,
            root,
        }
    }

    /// The nim product `a ⊗ b`.
    ///
    /// # Constraints
    /// None: every pair of `u64`.
    ///
    /// # Complexity
    /// O(1): three 32-bit products by the Fermat split at `2^32`, each three 16-bit ones, each
    /// three byte products from the table; 17 to 20 ns (see [`Nimbers`]).
    #[inline]
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        let (a1, a0) = ((a >> 32) as u32, a as u32);
        let (b1, b0) = ((b >> 32) as u32, b as u32);
        let low = self.mul32(a0, b0);
        let high = self.mul32(a1, b1);
        let middle = self.mul32(a0 ^ a1, b0 ^ b1);
        (u64::from(middle ^ low) << 32) ^ u64::from(low ^ self.half32(high))
    }

    /// `a^e` under nim multiplication (`a^0 = 1`, also for `a = 0`).
    ///
    /// # Complexity
    /// At most 128 products (square and multiply).
    pub fn pow(&self, a: u64, mut e: u64) -> u64 {
        let (mut base, mut result) = (a, 1);
        while e > 0 {
            if e & 1 == 1 {
                result = self.mul(result, base);
            }
            base = self.mul(base, base);
            e >>= 1;
        }
        result
    }

    /// The `b` with `a ⊗ b = 1`, or `None` for `a = 0`.
    ///
    /// With `a = a1 · X ⊕ a0`, `X = 2^32`, the conjugate `a1 · X ⊕ (a1 ⊕ a0)` (the other root
    /// of `X`'s equation `t ⊗ t ⊕ t = X/2` put in for `X`) times `a` is the norm
    /// `a1 ⊗ a1 ⊗ X/2 ⊕ a1 ⊗ a0 ⊕ a0 ⊗ a0`, which lies in the subfield below `X`; so
    /// `1 / a` is the conjugate times the norm's inverse, found the same way one level down,
    /// and at the bottom in a table of bytes.
    ///
    /// # Complexity
    /// O(1): about a dozen 32-bit products, 45 to 55 ns.
    pub fn inv(&self, a: u64) -> Option<u64> {
        if a == 0 {
            return None;
        }
        let (a1, a0) = ((a >> 32) as u32, a as u32);
        let norm = self.half32(self.mul32(a1, a1)) ^ self.mul32(a1, a0) ^ self.mul32(a0, a0);
        let n = self.inv32(norm);
        Some((u64::from(self.mul32(a1, n)) << 32) | u64::from(self.mul32(a1 ^ a0, n)))
    }

    /// The square root: the `r` with `r ⊗ r = a` (squaring is a bijection, as in every field
    /// of characteristic 2).
    ///
    /// `(r1 · X ⊕ r0)^2 = r1^2 · X ⊕ r1^2 ⊗ X/2 ⊕ r0^2`, so `r1 = sqrt(a1)` and
    /// `r0 = sqrt(a0 ⊕ a1 ⊗ X/2)`, one level down each.
    ///
    /// # Complexity
    /// O(1): 8 byte roots and a few products by `X/2`, 6 to 8 ns.
    pub fn sqrt(&self, a: u64) -> u64 {
        let (a1, a0) = ((a >> 32) as u32, a as u32);
        (u64::from(self.sqrt32(a1)) << 32) | u64::from(self.sqrt32(a0 ^ self.half32(a1)))
    }

    #[inline(always)]
    fn mul8(&self, a: u8, b: u8) -> u8 {
        self.product[a as usize][b as usize]
    }

    /// `a ⊗ 2^7`.
    #[inline(always)]
    fn half8(&self, a: u8) -> u8 {
        self.half[a as usize]
    }

    #[inline(always)]
    fn mul16(&self, a: u16, b: u16) -> u16 {
        let (a1, a0) = ((a >> 8) as u8, a as u8);
        let (b1, b0) = ((b >> 8) as u8, b as u8);
        let low = self.mul8(a0, b0);
        let high = self.mul8(a1, b1);
        let middle = self.mul8(a0 ^ a1, b0 ^ b1);
        (u16::from(middle ^ low) << 8) | u16::from(low ^ self.half8(high))
    }

    /// `a ⊗ 2^15 = (a ⊗ 2^8) ⊗ 2^7`, where `a ⊗ 2^8 = ((a1 ⊕ a0) · 2^8) ⊕ a1 ⊗ 2^7`.
    #[inline(always)]
    fn half16(&self, a: u16) -> u16 {
        let (a1, a0) = ((a >> 8) as u8, a as u8);
        (u16::from(self.half8(a1 ^ a0)) << 8) | u16::from(self.half8(self.half8(a1)))
    }

    #[inline(always)]
    fn mul32(&self, a: u32, b: u32) -> u32 {
        let (a1, a0) = ((a >> 16) as u16, a as u16);
        let (b1, b0) = ((b >> 16) as u16, b as u16);
        let low = self.mul16(a0, b0);
        let high = self.mul16(a1, b1);
        let middle = self.mul16(a0 ^ a1, b0 ^ b1);
        (u32::from(middle ^ low) << 16) | u32::from(low ^ self.half16(high))
    }

    /// `a ⊗ 2^31 = (a ⊗ 2^16) ⊗ 2^15`, as [`Nimbers::half16`] one level up.
    #[inline(always)]
    fn half32(&self, a: u32) -> u32 {
        let (a1, a0) = ((a >> 16) as u16, a as u16);
        (u32::from(self.half16(a1 ^ a0)) << 16) | u32::from(self.half16(self.half16(a1)))
    }

    /// The inverse below 2^16 (0 for 0), as [`Nimbers::inv`] one level down.
    fn inv16(&self, a: u16) -> u16 {
        let (a1, a0) = ((a >> 8) as u8, a as u8);
        let norm = self.half8(self.mul8(a1, a1)) ^ self.mul8(a1, a0) ^ self.mul8(a0, a0);
        let n = self.inverse[norm as usize];
        (u16::from(self.mul8(a1, n)) << 8) | u16::from(self.mul8(a1 ^ a0, n))
    }

    /// The inverse below 2^32 (0 for 0).
    fn inv32(&self, a: u32) -> u32 {
        let (a1, a0) = ((a >> 16) as u16, a as u16);
        let norm = self.half16(self.mul16(a1, a1)) ^ self.mul16(a1, a0) ^ self.mul16(a0, a0);
        let n = self.inv16(norm);
        (u32::from(self.mul16(a1, n)) << 16) | u32::from(self.mul16(a1 ^ a0, n))
    }

    fn sqrt16(&self, a: u16) -> u16 {
        let (a1, a0) = ((a >> 8) as u8, a as u8);
        let high = self.root[a1 as usize];
        let low = self.root[(a0 ^ self.half8(a1)) as usize];
        (u16::from(high) << 8) | u16::from(low)
    }

    fn sqrt32(&self, a: u32) -> u32 {
        let (a1, a0) = ((a >> 16) as u16, a as u16);
        (u32::from(self.sqrt16(a1)) << 16) | u32::from(self.sqrt16(a0 ^ self.half16(a1)))
    }
}

/// `a ⊗ b` for `a, b < 2^bits` (`bits` a power of two, at most 8) by the plain recursion on
/// the Fermat split, four half-size products: only for building the tables.
fn small_product(a: u8, b: u8, bits: u32) -> u8 {
    if a < 2 || b < 2 {
        return a * b;
    }
    let h = bits / 2;
    let mask = (1u8 << h) - 1;
    let (a1, a0, b1, b0) = (a >> h, a & mask, b >> h, b & mask);
    let high = small_product(a1, b1, h);
    let middle = small_product(a1, b0, h) ^ small_product(a0, b1, h);
    let low = small_product(a0, b0, h);
    ((high ^ middle) << h) ^ low ^ small_product(high, 1 << (h - 1), h)
}
