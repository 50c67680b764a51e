//! `lab rule`: a table's period as source code, a Rust or C++ function that returns the value
//! of any position up to `u64::MAX` from the pre-period table and one period; and a
//! two-number game's grid as code ([`GridRule`]), exact on the grid and refusing the rest.
//!
//! The function is `grundy(n)` (Grundy values) or `first_player_wins(n)` (win/lose). A comment
//! above it says where it came from and whether the period is proven (then the function is
//! right for every n) or conjectured (right for the n the table showed, a guess beyond).
//!
//! Plain, the values are an array literal (Grundy) or a string of `N` and `P` (win/lose).
//! [`Form::Packed`] writes them as a string literal of 6 bits a character (`A`-`Z`, `a`-`z`,
//! `0`-`9`, `+`, `/`, least significant bits first), each value in as many bits as the largest
//! needs, decoded into a table on the first call: 0.16's 254 810 values (period 149 459 from
//! 105 351) take 5 bits each, 212 KB instead of 898 KB. A source of [`JUDGE_LIMIT`] bytes or
//! more does not go into a judge's program; [`size_note`] says so.

use crate::period::Finding;
use crate::table::Values;

/// The most bytes of source a judge takes, not counted: Codeforces takes a program below
/// 64 KB (65 536 bytes; SPOJ below 50 000), and the rule still has to share it with the rest of
/// the solution.
pub const JUDGE_LIMIT: usize = 65_536;

/// How the values are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// An array of numbers, or a string of `N` and `P`.
    Plain,
    /// Bits packed into a string literal, decoded once (see the module docs).
    Packed,
}

/// What to tell the user (on stderr) about a source of `size` bytes in `form`, when it is too
/// big for a judge: its size against [`JUDGE_LIMIT`], and the size of the other form
/// (`other_size`) when that would help.
pub fn size_note(size: usize, form: Form, other_size: usize) -> Option<String> {
    if size < JUDGE_LIMIT {
        return None;
    }
    let kib = |bytes: usize| format!("{} KiB ({bytes} bytes)", (bytes + 512) / 1024);
    let mut note = format!(
        "the rule is {}, over the {} KiB ({JUDGE_LIMIT} bytes) a judge takes for a whole \
         program",
        kib(size),
        JUDGE_LIMIT / 1024
    );
    match form {
        Form::Plain if other_size < size => {
            let verdict = if other_size < JUDGE_LIMIT {
                "under the limit"
            } else {
                "still over"
            };
            note.push_str(&format!(
                "; --packed prints it as {}, {verdict}",
                kib(other_size)
            ));
        }
        Form::Plain => {}
        Form::Packed => note.push_str(" even packed"),
    }
    Some(note)
}

/// The source `write` prints in `form`, and [`size_note`]'s note on it (which needs the
/// other form's size, written only when the source is over [`JUDGE_LIMIT`]).
pub fn with_size_note(form: Form, write: impl Fn(Form) -> String) -> (String, Option<String>) {
    let source = write(form);
    if source.len() < JUDGE_LIMIT {
        return (source, None);
    }
    let other = match form {
        Form::Plain => Form::Packed,
        Form::Packed => Form::Plain,
    };
    let note = size_note(source.len(), form, write(other).len());
    (source, note)
}

/// Everything the generated source says.
pub struct Rule<'a> {
    /// The command that made it, for the comment.
    pub command: &'a str,
    /// The game's title, e.g. `0.77` or `hdu7287-alice-game (k=3)`.
    pub title: &'a str,
    /// The table the period was read from.
    pub values: &'a Values,
    /// Its period (plain or arithmetic); [`Finding::None`] is refused by the caller.
    pub finding: Finding,
}

/// Values per line of an array.
const PER_LINE: usize = 16;

/// Characters per line of a win/lose or packed string.
const CHARS_PER_LINE: usize = 64;

/// Characters per line of a packed string (longer lines than the plain strings': the
/// indentation and line ends of a long table are a tenth of it at 64).
const PACKED_PER_LINE: usize = 120;

/// The 64 characters of a packed string, digit `d` at index `d`: none needs escaping in a
/// Rust or C++ string literal (no `?` either, which C++11 could read as part of a trigraph).
const PACK_ALPHABET: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

impl Rule<'_> {
    fn parts(&self) -> (usize, usize, u64) {
        let (period, saltus) = self
            .finding
            .period()
            .expect("the caller refuses a table without a period");
        (period.start, period.length, saltus)
    }

    /// The comment lines (without the comment marker): provenance and proof status.
    fn comment(&self) -> Vec<String> {
        let (start, length, saltus) = self.parts();
        let kind = if self.values.is_grundy() {
            "Grundy values"
        } else {
            "win/lose"
        };
        let shape = if saltus > 0 {
            format!("G(n + {length}) = G(n) + {saltus} for n >= {start}")
        } else {
            format!("period {length} from {start}")
        };
        let mut lines = vec![
            format!("Generated by `{}`.", self.command),
            format!("{}: {kind}, {shape}.", self.title),
        ];
        match self.finding {
            Finding::Proven { proven_by, .. } => lines.push(format!(
                "PROVEN (Guy-Smith criterion on the values up to n = {proven_by}): right for every n."
            )),
            Finding::Conjectured {
                seen_upto,
                proof_needs,
                ..
            } => {
                lines.push(format!(
                    "CONJECTURED, not proven: the period was seen over 0..={seen_upto} only;"
                ));
                lines.push(match proof_needs {
                    Some(x) if x <= usize::MAX as u128 => {
                        format!("a proof needs the table up to n >= {x} (`--upto {x}`).")
                    }
                    Some(x) => format!(
                        "a proof needs the table up to n >= {x}, more positions than any table holds."
                    ),
                    None => "no proof criterion applies to this game; check it before relying on it."
                        .to_string(),
                });
            }
            Finding::Arithmetic { seen_upto, .. } => {
                lines.push(format!(
                    "CONJECTURED, not proven: the arithmetic period was seen over 0..={seen_upto} only."
                ));
            }
            Finding::None { .. } => {}
        }
        lines
    }

    /// The Rust source in `form`.
    pub fn rust_in(&self, form: Form) -> String {
        match form {
            Form::Plain => self.rust(),
            Form::Packed => self.rust_packed(),
        }
    }

    /// The C++ source in `form`.
    pub fn cpp_in(&self, form: Form) -> String {
        match form {
            Form::Plain => self.cpp(),
            Form::Packed => self.cpp_packed(),
        }
    }

    /// The largest value the function can return, to pick its type.
    fn largest(&self) -> u128 {
        let (start, length, saltus) = self.parts();
        let cycle_max = (start..start + length)
            .map(|n| self.values.get(n))
            .max()
            .unwrap_or(0);
        let pre_max = (0..start).map(|n| self.values.get(n)).max().unwrap_or(0);
        let blocks = (u128::from(u64::MAX) - start as u128) / length as u128;
        u128::from(pre_max.max(cycle_max)) + u128::from(saltus) * blocks
    }

    /// The values of `range` as comma-separated lines, indented.
    fn array_lines(&self, range: std::ops::Range<usize>, indent: &str) -> String {
        let values: Vec<String> = range.map(|n| self.values.get(n).to_string()).collect();
        let mut out = String::new();
        for chunk in values.chunks(PER_LINE) {
            out.push_str(indent);
            out.push_str(&chunk.join(", "));
            out.push_str(",\n");
        }
        out
    }

    /// The win/lose values of `range` as `N`/`P` string pieces, one per line.
    fn win_lose_pieces(&self, range: std::ops::Range<usize>) -> Vec<String> {
        let text: String = range
            .map(|n| if self.values.wins(n) { 'N' } else { 'P' })
            .collect();
        text.as_bytes()
            .chunks(CHARS_PER_LINE)
            .map(|c| String::from_utf8_lossy(c).into_owned())
            .collect()
    }

    /// The return type of `grundy` in Rust and in C++.
    fn grundy_types(&self) -> (&'static str, &'static str) {
        match self.largest() {
            x if x <= u128::from(u16::MAX) => ("u16", "std::uint16_t"),
            x if x <= u128::from(u32::MAX) => ("u32", "std::uint32_t"),
            x if x <= u128::from(u64::MAX) => ("u64", "std::uint64_t"),
            _ => ("u128", "unsigned __int128"),
        }
    }

    /// The values of the pre-period and of one period (win/lose as 1 and 0), packed by
    /// [`pack`].
    fn packed(&self) -> (u32, Vec<String>) {
        let (start, length, _) = self.parts();
        pack(
            &(0..start + length)
                .map(|n| self.values.get(n))
                .collect::<Vec<u32>>(),
        )
    }

    /// A comment on the packed string, for both languages (after the comment marker).
    fn packed_comment(&self, width: u32) -> String {
        let (start, length, _) = self.parts();
        let what = if self.values.is_grundy() {
            "values"
        } else {
            "outcomes (1: the player to move wins)"
        };
        format!(
            "The {what} of 0..{} (the pre-period, then one period), {width} bit{} each,\n\
             // packed 6 bits a character (A-Z a-z 0-9 + /, least significant first), decoded once.\n",
            start + length,
            if width == 1 { "" } else { "s" },
        )
    }

    /// [`rust`](Self::rust) with the values packed into a string literal ([`Form::Packed`]),
    /// decoded into a table on the first call (`std::sync::OnceLock`, Rust 1.70).
    pub fn rust_packed(&self) -> String {
        let (start, length, saltus) = self.parts();
        let (width, pieces) = self.packed();
        let mut out: String = self.comment().iter().map(|l| format!("// {l}\n")).collect();
        out.push_str(&format!("// {}", self.packed_comment(width)));
        let (ty, head) = if self.values.is_grundy() {
            let ty = self.grundy_types().0;
            let head = format!(
                "/// The Grundy value of position `n` ({}), for every n in 0..=u64::MAX.\n\
                 pub fn grundy(n: u64) -> {ty} {{\n",
                self.title
            );
            (ty, head)
        } else {
            let head = format!(
                "/// Whether the player to move from position `n` wins ({}), for every n in\n\
                 /// 0..=u64::MAX.\n\
                 pub fn first_player_wins(n: u64) -> bool {{\n",
                self.title
            );
            ("u8", head)
        };
        out.push_str(&head);
        out.push_str(&format!(
            "    const PACKED: &[u8] = b\"\\\n        {}\";\n",
            pieces.join("\\\n        ")
        ));
        out.push_str(&rust_decoder(start + length, width, ty));
        let answer = |index: &str| -> String {
            if self.values.is_grundy() {
                format!("table[{index}]")
            } else {
                format!("table[{index}] != 0")
            }
        };
        if start > 0 {
            out.push_str(&format!(
                "    if n < {start} {{\n        return {};\n    }}\n",
                answer("n as usize")
            ));
        }
        out.push_str(&if start > 0 {
            format!("    let m = n - {start};\n")
        } else {
            "    let m = n;\n".to_string()
        });
        let index = answer(&if start > 0 {
            format!("{start} + (m % {length}) as usize")
        } else {
            format!("(m % {length}) as usize")
        });
        if saltus == 0 {
            out.push_str(&format!("    {index}\n"));
        } else {
            let blocks = if ty == "u64" {
                format!("m / {length}")
            } else {
                format!("(m / {length}) as {ty}")
            };
            out.push_str(&format!("    {index} + {saltus} * ({blocks})\n"));
        }
        out.push_str("}\n");
        out
    }

    /// [`cpp`](Self::cpp) with the values packed into a string literal ([`Form::Packed`]),
    /// decoded into a `static` table on the first call (C++11).
    pub fn cpp_packed(&self) -> String {
        let (start, length, saltus) = self.parts();
        let (width, pieces) = self.packed();
        let mut out: String = self.comment().iter().map(|l| format!("// {l}\n")).collect();
        out.push_str(&format!("// {}", self.packed_comment(width)));
        out.push_str("#include <cstddef>\n#include <cstdint>\n#include <vector>\n\n");
        let ty = if self.values.is_grundy() {
            let ty = self.grundy_types().1;
            out.push_str(&format!(
                "// The Grundy value of position n ({}), for every n in 0..=2^64-1.\n\
                 inline {ty} grundy(std::uint64_t n) {{\n",
                self.title
            ));
            ty
        } else {
            out.push_str(&format!(
                "// Whether the player to move from position n wins ({}), for every n in\n\
                 // 0..=2^64-1.\n\
                 inline bool first_player_wins(std::uint64_t n) {{\n",
                self.title
            ));
            "std::uint8_t"
        };
        let body: Vec<String> = pieces
            .iter()
            .map(|p| format!("\n        \"{p}\""))
            .collect();
        out.push_str(&format!(
            "    static const char PACKED[] ={};\n",
            body.concat()
        ));
        out.push_str(&cpp_decoder(start + length, width, ty));
        let answer = |index: &str| -> String {
            if self.values.is_grundy() {
                format!("table[{index}]")
            } else {
                format!("table[{index}] != 0")
            }
        };
        if start > 0 {
            out.push_str(&format!("    if (n < {start}) return {};\n", answer("n")));
        }
        out.push_str(&format!("    std::uint64_t m = n - {start};\n"));
        let index = answer(&if start > 0 {
            format!("{start} + m % {length}")
        } else {
            format!("m % {length}")
        });
        if saltus == 0 {
            out.push_str(&format!("    return {index};\n"));
        } else {
            out.push_str(&format!(
                "    return {index} + ({ty}){saltus} * ({ty})(m / {length});\n"
            ));
        }
        out.push_str("}\n");
        out
    }

    /// The Rust source: comments, then `pub fn grundy(n: u64) -> T` or
    /// `pub fn first_player_wins(n: u64) -> bool`. Compiles with bare `rustc --edition 2021`
    /// (as a library item; add a `main` to run it).
    pub fn rust(&self) -> String {
        let (start, length, saltus) = self.parts();
        let mut out: String = self.comment().iter().map(|l| format!("// {l}\n")).collect();
        if self.values.is_grundy() {
            let ty = self.grundy_types().0;
            out.push_str(&format!(
                "/// The Grundy value of position `n` ({}), for every n in 0..=u64::MAX.\n\
                 pub fn grundy(n: u64) -> {ty} {{\n",
                self.title
            ));
            if start > 0 {
                out.push_str(&format!("    const PRE: [{ty}; {start}] = [\n"));
                out.push_str(&self.array_lines(0..start, "        "));
                out.push_str("    ];\n");
            }
            out.push_str(&format!("    const CYCLE: [{ty}; {length}] = [\n"));
            out.push_str(&self.array_lines(start..start + length, "        "));
            out.push_str("    ];\n");
            if start > 0 {
                out.push_str(
                    "    if n < PRE.len() as u64 {\n        return PRE[n as usize];\n    }\n",
                );
            }
            let m = if start > 0 {
                out.push_str(&format!("    let m = n - {start};\n"));
                "m"
            } else {
                "n"
            };
            let index = format!("CYCLE[({m} % {length}) as usize]");
            let blocks = if ty == "u64" {
                format!("{m} / {length}")
            } else {
                format!("({m} / {length}) as {ty}")
            };
            // `s * (m / L)`: the whole periods, times the saltus (`s * m / L` is another number).
            match saltus {
                0 => out.push_str(&format!("    {index}\n")),
                1 => out.push_str(&format!("    {index} + {blocks}\n")),
                s => out.push_str(&format!("    {index} + {s} * ({blocks})\n")),
            }
        } else {
            out.push_str(&format!(
                "/// Whether the player to move from position `n` wins ({}), for every n in\n\
                 /// 0..=u64::MAX. N: the player to move wins, P: loses.\n\
                 pub fn first_player_wins(n: u64) -> bool {{\n",
                self.title
            ));
            let string = |name: &str, pieces: Vec<String>| -> String {
                if let [one] = pieces.as_slice() {
                    return format!("    const {name}: &[u8] = b\"{one}\";\n");
                }
                let body: Vec<String> = pieces.iter().map(|p| format!("        {p}\\\n")).collect();
                format!("    const {name}: &[u8] = b\"\\\n{}\";\n", body.concat())
            };
            if start > 0 {
                out.push_str(&string("PRE", self.win_lose_pieces(0..start)));
                out.push_str(
                    "    if n < PRE.len() as u64 {\n        return PRE[n as usize] == b'N';\n    }\n",
                );
            }
            out.push_str(&string(
                "CYCLE",
                self.win_lose_pieces(start..start + length),
            ));
            let m = if start > 0 {
                format!("(n - {start})")
            } else {
                "n".to_string()
            };
            out.push_str(&format!("    CYCLE[({m} % {length}) as usize] == b'N'\n"));
        }
        out.push_str("}\n");
        out
    }

    /// The C++ source: comments, then `grundy(n)` or `first_player_wins(n)` taking a
    /// `std::uint64_t`. Compiles as C++11 or later.
    pub fn cpp(&self) -> String {
        let (start, length, saltus) = self.parts();
        let mut out: String = self.comment().iter().map(|l| format!("// {l}\n")).collect();
        out.push_str("#include <cstdint>\n\n");
        if self.values.is_grundy() {
            let ty = self.grundy_types().1;
            out.push_str(&format!(
                "// The Grundy value of position n ({}), for every n in 0..=2^64-1.\n\
                 inline {ty} grundy(std::uint64_t n) {{\n",
                self.title
            ));
            if start > 0 {
                out.push_str(&format!("    static const {ty} PRE[{start}] = {{\n"));
                out.push_str(&self.array_lines(0..start, "        "));
                out.push_str("    };\n");
                out.push_str(&format!("    if (n < {start}) return PRE[n];\n"));
            }
            out.push_str(&format!("    static const {ty} CYCLE[{length}] = {{\n"));
            out.push_str(&self.array_lines(start..start + length, "        "));
            out.push_str("    };\n");
            out.push_str(&format!("    std::uint64_t m = n - {start};\n"));
            if saltus > 0 {
                out.push_str(&format!(
                    "    return CYCLE[m % {length}] + ({ty}){saltus} * ({ty})(m / {length});\n"
                ));
            } else {
                out.push_str(&format!("    return CYCLE[m % {length}];\n"));
            }
        } else {
            out.push_str(&format!(
                "// Whether the player to move from position n wins ({}), for every n in\n\
                 // 0..=2^64-1. N: the player to move wins, P: loses.\n\
                 inline bool first_player_wins(std::uint64_t n) {{\n",
                self.title
            ));
            let string = |name: &str, pieces: Vec<String>| -> String {
                let body: Vec<String> = pieces
                    .iter()
                    .map(|p| format!("\n        \"{p}\""))
                    .collect();
                format!("    static const char {name}[] ={};\n", body.concat())
            };
            if start > 0 {
                out.push_str(&string("PRE", self.win_lose_pieces(0..start)));
                out.push_str(&format!("    if (n < {start}) return PRE[n] == 'N';\n"));
            }
            out.push_str(&string(
                "CYCLE",
                self.win_lose_pieces(start..start + length),
            ));
            out.push_str(&format!(
                "    return CYCLE[(n - {start}) % {length}] == 'N';\n"
            ));
        }
        out.push_str("}\n");
        out
    }
}

/// `values` packed: each in as many bits as the largest needs (at least 1), least significant
/// first, 6 bits a character of [`PACK_ALPHABET`], the string in pieces of
/// [`PACKED_PER_LINE`] characters. Returns the bits a value and the pieces. Linear in the
/// values; tested by compiling its decoders' output (`tests/rule_source.rs`,
/// `tests/grid_rule.rs`).
fn pack(values: &[u32]) -> (u32, Vec<String>) {
    let largest = values.iter().copied().max().unwrap_or(0);
    let width = (32 - largest.leading_zeros()).max(1);
    let mut text = String::with_capacity(values.len() * width as usize / 6 + 1);
    let (mut bits, mut held) = (0u64, 0u32);
    for &v in values {
        bits |= u64::from(v) << held;
        held += width;
        while held >= 6 {
            text.push(char::from(PACK_ALPHABET[(bits & 63) as usize]));
            bits >>= 6;
            held -= 6;
        }
    }
    if held > 0 {
        text.push(char::from(PACK_ALPHABET[(bits & 63) as usize]));
    }
    let pieces = text
        .as_bytes()
        .chunks(PACKED_PER_LINE)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect();
    (width, pieces)
}

/// The Rust statements that decode `PACKED` ([`pack`]'s string, `count` values of `width`
/// bits) into `table: &Vec<ty>` on the first call.
fn rust_decoder(count: usize, width: u32, ty: &str) -> String {
    format!(
        "    const COUNT: usize = {count};\n\
         \x20   const WIDTH: u32 = {width};\n\
         \x20   static TABLE: std::sync::OnceLock<Vec<{ty}>> = std::sync::OnceLock::new();\n\
         \x20   let table = TABLE.get_or_init(|| {{\n\
         \x20       let mut values = Vec::with_capacity(COUNT);\n\
         \x20       let (mut bits, mut held) = (0u64, 0u32);\n\
         \x20       for &c in PACKED {{\n\
         \x20           let digit = match c {{\n\
         \x20               b'A'..=b'Z' => c - b'A',\n\
         \x20               b'a'..=b'z' => c - b'a' + 26,\n\
         \x20               b'0'..=b'9' => c - b'0' + 52,\n\
         \x20               b'+' => 62,\n\
         \x20               _ => 63,\n\
         \x20           }};\n\
         \x20           bits |= u64::from(digit) << held;\n\
         \x20           held += 6;\n\
         \x20           while held >= WIDTH && values.len() < COUNT {{\n\
         \x20               values.push((bits & ((1 << WIDTH) - 1)) as {ty});\n\
         \x20               bits >>= WIDTH;\n\
         \x20               held -= WIDTH;\n\
         \x20           }}\n\
         \x20       }}\n\
         \x20       values\n\
         \x20   }});\n"
    )
}

/// The C++ statements that decode `PACKED` ([`pack`]'s string, `count` values of `width`
/// bits) into `static const std::vector<ty> table` on the first call.
fn cpp_decoder(count: usize, width: u32, ty: &str) -> String {
    format!(
        "    static const std::vector<{ty}> table = [] {{\n\
         \x20       const std::size_t count = {count};\n\
         \x20       const unsigned width = {width};\n\
         \x20       std::vector<{ty}> values;\n\
         \x20       values.reserve(count);\n\
         \x20       std::uint64_t bits = 0;\n\
         \x20       unsigned held = 0;\n\
         \x20       for (const char* p = PACKED; *p; ++p) {{\n\
         \x20           unsigned c = (unsigned char)*p, digit;\n\
         \x20           if (c >= 'A' && c <= 'Z') digit = c - 'A';\n\
         \x20           else if (c >= 'a' && c <= 'z') digit = c - 'a' + 26;\n\
         \x20           else if (c >= '0' && c <= '9') digit = c - '0' + 52;\n\
         \x20           else if (c == '+') digit = 62;\n\
         \x20           else digit = 63;\n\
         \x20           bits |= (std::uint64_t)digit << held;\n\
         \x20           held += 6;\n\
         \x20           while (held >= width && values.size() < count) {{\n\
         \x20               values.push_back(({ty})(bits & ((1ULL << width) - 1)));\n\
         \x20               bits >>= width;\n\
         \x20               held -= width;\n\
         \x20           }}\n\
         \x20       }}\n\
         \x20       return values;\n\
         \x20   }}();\n"
    )
}

/// The values of a two-number game on a grid, as code: `grundy(a, b)` (Grundy values) or
/// `first_player_wins(a, b)`, for `a` in `from.0..=from.0 + rows - 1` and `b` in
/// `from.1..=from.1 + columns - 1`. There is no rule outside the grid, so the function refuses
/// it: Rust panics and C++ calls `std::abort()`, both documented in the function's comment,
/// which points to `lab guess` (a closed form) and `--fix` (a row as its period).
///
/// The values are rows by `a` (win/lose: a string of `N` and `P` a row; Grundy values: an
/// array a row) or, [`Form::Packed`], one string of all the cells row by row, each in as few
/// bits as the largest needs ([`pack`]). Every cell was computed from the rules: the code is
/// exact on the grid, no conjecture. Tested by `tests/grid_rule.rs`: random grids (a property
/// test) and the cutting game's, plain and packed, compiled with `rustc` and `c++` and run on
/// every cell and on cells just outside.
pub struct GridRule<'a> {
    /// The command that made it, for the comment.
    pub command: &'a str,
    /// The game's title.
    pub title: &'a str,
    /// The first `a` and the first `b` of the grid.
    pub from: (u64, u64),
    /// The values, rows by `a` (`rows[i][j]` is the value of `(from.0 + i, from.1 + j)`), all
    /// of one nonzero length: Grundy values, or 1 (the player to move wins) and 0.
    pub rows: &'a [Vec<u32>],
    /// Whether the values are Grundy values (else win/lose).
    pub grundy: bool,
}

impl GridRule<'_> {
    /// The last `a` and the last `b`.
    fn to(&self) -> (u64, u64) {
        let width = self.rows.first().map_or(0, Vec::len);
        (
            self.from.0 + self.rows.len() as u64 - 1,
            self.from.1 + width as u64 - 1,
        )
    }

    /// `a in A..=B, b in C..=D`.
    fn ranges(&self) -> String {
        let (to_a, to_b) = self.to();
        format!(
            "a in {}..={to_a}, b in {}..={to_b}",
            self.from.0, self.from.1
        )
    }

    /// The comment lines (without the marker).
    fn comment(&self, form: Form, width: u32) -> Vec<String> {
        let kind = if self.grundy {
            "Grundy values"
        } else {
            "win/lose"
        };
        let cells = self.rows.len() * self.rows.first().map_or(0, Vec::len);
        let mut lines = vec![
            format!("Generated by `{}`.", self.command),
            format!(
                "{}: {kind} of the {cells} positions (a, b) with {},",
                self.title,
                self.ranges()
            ),
            "each computed from the rules: exact on that grid. Outside it no rule is known, and \
             the"
            .to_string(),
            "function refuses the position; `lab guess` may find a closed form, and `--fix a=V`"
                .to_string(),
            "writes the row a = V as its period.".to_string(),
        ];
        if form == Form::Packed {
            lines.push(format!(
                "The cells row by row (a, then b), {width} bit{} each, packed 6 bits a character",
                if width == 1 { "" } else { "s" }
            ));
            lines.push("(A-Z a-z 0-9 + /, least significant first), decoded once.".to_string());
        }
        lines
    }

    /// The return type of `grundy` in Rust and C++.
    fn types(&self) -> (&'static str, &'static str) {
        let largest = self.rows.iter().flatten().copied().max().unwrap_or(0);
        if largest <= u32::from(u16::MAX) {
            ("u16", "std::uint16_t")
        } else {
            ("u32", "std::uint32_t")
        }
    }

    /// The rows of numbers as array literals between `open` and `close`, one a line (a row
    /// longer than [`PER_LINE`] values over several).
    fn number_rows(&self, open: &str, close: &str) -> String {
        let mut out = String::new();
        for r in self.rows {
            let values: Vec<String> = r.iter().map(u32::to_string).collect();
            if values.len() <= PER_LINE {
                out.push_str(&format!("        {open}{}{close},\n", values.join(", ")));
                continue;
            }
            out.push_str(&format!("        {open}\n"));
            for chunk in values.chunks(PER_LINE) {
                out.push_str(&format!("            {},\n", chunk.join(", ")));
            }
            out.push_str(&format!("        {close},\n"));
        }
        out
    }

    /// The win/lose rows as strings of `N` and `P`, one a line, each after `prefix` (`b` for
    /// a Rust byte string).
    fn outcome_rows(&self, prefix: &str) -> String {
        self.rows
            .iter()
            .map(|r| {
                let text: String = r.iter().map(|&v| if v != 0 { 'N' } else { 'P' }).collect();
                format!("        {prefix}\"{text}\",\n")
            })
            .collect()
    }

    /// The cells row by row.
    fn cells(&self) -> Vec<u32> {
        self.rows.iter().flatten().copied().collect()
    }

    /// The index of `(a, b)` in a row (`b` less its first) and the row (`a` less its first),
    /// as expressions of the language (`b - 2`, or `b` when the grid starts at 0).
    fn offsets(&self) -> (String, String) {
        let less = |x: &str, first: u64| {
            if first == 0 {
                x.to_string()
            } else {
                format!("({x} - {first})")
            }
        };
        (less("a", self.from.0), less("b", self.from.1))
    }

    /// What both languages start with: the cells packed ([`pack`]) when `form` asks for it,
    /// and the comment lines, marked `//`.
    fn head(&self, form: Form) -> (Option<(u32, Vec<String>)>, String) {
        let packed = (form == Form::Packed).then(|| pack(&self.cells()));
        let bits = packed.as_ref().map_or(0, |p| p.0);
        let comment = self
            .comment(form, bits)
            .iter()
            .map(|l| format!("// {l}\n"))
            .collect();
        (packed, comment)
    }

    /// The last statement of a packed function: `before` the decoded table's `cell`
    /// (compared with 0 for win/lose), then `after`.
    fn packed_answer(&self, cell: &str, before: &str, after: &str) -> String {
        if self.grundy {
            format!("    {before}{cell}{after}\n")
        } else {
            format!("    {before}{cell} != 0{after}\n")
        }
    }

    /// The Rust source in `form`: comments, then `pub fn grundy(a: u64, b: u64) -> T` or
    /// `pub fn first_player_wins(a: u64, b: u64) -> bool`. Compiles with bare `rustc
    /// --edition 2021` (Rust 1.70: the packed form uses `std::sync::OnceLock`).
    pub fn rust_in(&self, form: Form) -> String {
        let (to_a, to_b) = self.to();
        let (height, width) = (self.rows.len(), self.rows.first().map_or(0, Vec::len));
        let (packed, mut out) = self.head(form);
        let ty = self.types().0;
        if self.grundy {
            out.push_str(&format!(
                "/// The Grundy value of the position `(a, b)` ({}),\n/// for {}.\n\
                 ///\n/// # Panics\n/// Outside that grid.\n\
                 pub fn grundy(a: u64, b: u64) -> {ty} {{\n",
                self.title,
                self.ranges()
            ));
        } else {
            out.push_str(&format!(
                "/// Whether the player to move from `(a, b)` wins ({}),\n/// for {}.\n\
                 ///\n/// # Panics\n/// Outside that grid.\n\
                 pub fn first_player_wins(a: u64, b: u64) -> bool {{\n",
                self.title,
                self.ranges()
            ));
        }
        out.push_str(&format!(
            "    assert!(\n        ({}..={to_a}).contains(&a) && ({}..={to_b}).contains(&b),\n        \
             \"({{a}}, {{b}}) is outside the grid the rule was read from: {}\"\n    );\n",
            self.from.0,
            self.from.1,
            self.ranges()
        ));
        let (row, column) = self.offsets();
        match packed {
            Some((bits, pieces)) => {
                out.push_str(&format!(
                    "    const PACKED: &[u8] = b\"\\\n        {}\";\n",
                    pieces.join("\\\n        ")
                ));
                out.push_str(&rust_decoder(
                    width * height,
                    bits,
                    if self.grundy { ty } else { "u8" },
                ));
                let cell = format!("table[{row} as usize * {width} + {column} as usize]");
                out.push_str(&self.packed_answer(&cell, "", ""));
            }
            None if self.grundy => {
                out.push_str(&format!(
                    "    const ROWS: [[{ty}; {width}]; {height}] = [\n"
                ));
                out.push_str(&self.number_rows("[", "]"));
                out.push_str("    ];\n");
                out.push_str(&format!("    ROWS[{row} as usize][{column} as usize]\n"));
            }
            None => {
                out.push_str(&format!("    const ROWS: [&[u8; {width}]; {height}] = [\n"));
                out.push_str(&self.outcome_rows("b"));
                out.push_str("    ];\n");
                out.push_str(&format!(
                    "    ROWS[{row} as usize][{column} as usize] == b'N'\n"
                ));
            }
        }
        out.push_str("}\n");
        out
    }

    /// The C++ source in `form`: comments, then `grundy(a, b)` or `first_player_wins(a, b)`
    /// taking two `std::uint64_t`, calling `std::abort()` outside the grid. Compiles as C++11
    /// or later.
    pub fn cpp_in(&self, form: Form) -> String {
        let (to_a, to_b) = self.to();
        let (height, width) = (self.rows.len(), self.rows.first().map_or(0, Vec::len));
        let (packed, mut out) = self.head(form);
        out.push_str("#include <cstddef>\n#include <cstdint>\n#include <cstdlib>\n");
        if packed.is_some() {
            out.push_str("#include <vector>\n");
        }
        out.push('\n');
        let ty = self.types().1;
        let (name, returns) = if self.grundy {
            ("grundy", ty)
        } else {
            ("first_player_wins", "bool")
        };
        out.push_str(&format!(
            "// {} ({}),\n// for {}; std::abort() outside that grid.\n\
             inline {returns} {name}(std::uint64_t a, std::uint64_t b) {{\n",
            if self.grundy {
                "The Grundy value of the position (a, b)"
            } else {
                "Whether the player to move from (a, b) wins"
            },
            self.title,
            self.ranges()
        ));
        let lower = |x: &str, first: u64| {
            if first == 0 {
                String::new()
            } else {
                format!("{x} < {first} || ")
            }
        };
        out.push_str(&format!(
            "    if ({}a > {to_a} || {}b > {to_b}) std::abort();\n",
            lower("a", self.from.0),
            lower("b", self.from.1)
        ));
        let (row, column) = self.offsets();
        match packed {
            Some((bits, pieces)) => {
                let body: Vec<String> = pieces
                    .iter()
                    .map(|p| format!("\n        \"{p}\""))
                    .collect();
                out.push_str(&format!(
                    "    static const char PACKED[] ={};\n",
                    body.concat()
                ));
                let element = if self.grundy { ty } else { "std::uint8_t" };
                out.push_str(&cpp_decoder(width * height, bits, element));
                let cell = format!("table[{row} * {width} + {column}]");
                out.push_str(&self.packed_answer(&cell, "return ", ";"));
            }
            None if self.grundy => {
                out.push_str(&format!(
                    "    static const {ty} ROWS[{height}][{width}] = {{\n"
                ));
                out.push_str(&self.number_rows("{", "}"));
                out.push_str("    };\n");
                out.push_str(&format!("    return ROWS[{row}][{column}];\n"));
            }
            None => {
                out.push_str(&format!(
                    "    static const char ROWS[{height}][{}] = {{\n",
                    width + 1
                ));
                out.push_str(&self.outcome_rows(""));
                out.push_str("    };\n");
                out.push_str(&format!("    return ROWS[{row}][{column}] == 'N';\n"));
            }
        }
        out.push_str("}\n");
        out
    }
}
