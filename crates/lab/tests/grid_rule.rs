//! `lab rule` on a two-number game: the grid as code ([`lab::rulegen::GridRule`]), compiled
//! with bare `rustc --edition 2021` and `c++ -std=c++11` and run on every cell of its grid
//! (each value must be the grid's) and on cells just outside (each must be refused: a panic in
//! Rust, `std::abort()` in C++); random grids (a property test) and the cutting game's
//! (`examples/games/poj2311.rs`), plain and packed, from 0 and from a start (`--from`). Then
//! `--fix`: a row of the cutting game as its period, against the row computed much further,
//! and in `lab table`; and the refusals, one line with exit status 2.

use crate::rule_source::{case_programs, compile_both, scratch};
use judge::compile_once;
use lab::moves::Source;
use lab::rulegen::{Form, GridRule};
use lab::rules::Quantity;
use lab::verify::Silent;
use proptest::prelude::*;
use std::ffi::OsStr;
use std::path::Path;
use std::process::{Command, Stdio};

/// The cutting game's rules file.
fn poj2311() -> String {
    format!(
        "{}/../../examples/games/poj2311.rs",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// `lab ARGS`: exit status, stdout, stderr.
fn lab(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .output()
        .unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.code(), text(out.stdout), text(out.stderr))
}

/// One printed grid function and what it must answer.
struct Printed {
    /// For messages.
    name: String,
    rust: String,
    cpp: String,
    /// `grundy` or `first_player_wins`.
    call: &'static str,
    /// The first `a` and `b`.
    from: (u64, u64),
    /// The values, rows by `a`: Grundy values, or 1 (win) and 0.
    rows: Vec<Vec<u32>>,
}

impl Printed {
    /// What the programs print for a cell's value.
    fn shown(&self, v: u32) -> String {
        if self.call == "grundy" {
            v.to_string()
        } else {
            (v != 0).to_string()
        }
    }

    /// Cells just outside the grid, each of which must be refused.
    fn outside(&self) -> Vec<(u64, u64)> {
        let (a1, b1) = (
            self.from.0 + self.rows.len() as u64 - 1,
            self.from.1 + self.rows[0].len() as u64 - 1,
        );
        let mut cells = vec![(a1 + 1, self.from.1), (self.from.0, b1 + 1), (u64::MAX, 0)];
        if self.from.0 > 0 {
            cells.push((self.from.0 - 1, self.from.1));
        }
        if self.from.1 > 0 {
            cells.push((a1, self.from.1 - 1));
        }
        cells
    }
}

impl Printed {
    /// A grid's printed function in both languages and the rows it must answer.
    fn new(
        name: String,
        (rust, cpp): (String, String),
        grundy: bool,
        from: (u64, u64),
        rows: Vec<Vec<u32>>,
    ) -> Printed {
        let call = if grundy {
            "grundy"
        } else {
            "first_player_wins"
        };
        Printed {
            name,
            rust,
            cpp,
            call,
            from,
            rows,
        }
    }
}

/// The grid's function in both languages, in `form`, from the library.
fn print(name: &str, from: (u64, u64), rows: Vec<Vec<u32>>, grundy: bool, form: Form) -> Printed {
    let rule = GridRule {
        command: "test",
        title: name,
        from,
        rows: &rows,
        grundy,
    };
    let sources = (rule.rust_in(form), rule.cpp_in(form));
    Printed::new(format!("{name} ({form:?})"), sources, grundy, from, rows)
}

/// Runs `program i` with `cells` on stdin: whether it succeeded, and its lines.
fn run(program: &Path, i: usize, cells: &[(u64, u64)]) -> (bool, Vec<String>) {
    let mut child = Command::new(program)
        .arg(i.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input: String = cells.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        // A refused cell ends the program before it reads the rest: a closed pipe is fine.
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let lines = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    (out.status.success(), lines)
}

/// Compiles the functions into one Rust and one C++ program ([`case_programs`],
/// [`compile_both`]) and checks
/// every cell of each grid and the cells just outside, in both languages.
fn compile_and_check(printed: &[Printed], name: &str) {
    let cases: Vec<[&str; 3]> = printed
        .iter()
        .map(|p| [p.rust.as_str(), p.cpp.as_str(), p.call])
        .collect();
    let (rust, cpp) = case_programs(&cases, &["a", "b"]);
    let (rust_binary, cpp_binary) = compile_both(&format!("grid-{name}"), &rust, &cpp);
    for (i, p) in printed.iter().enumerate() {
        let mut cells = Vec::new();
        let mut expected = Vec::new();
        for (x, row) in p.rows.iter().enumerate() {
            for (y, &v) in row.iter().enumerate() {
                cells.push((p.from.0 + x as u64, p.from.1 + y as u64));
                expected.push(p.shown(v));
            }
        }
        for (binary, language) in [(&rust_binary, "Rust"), (&cpp_binary, "C++")] {
            let (ok, answers) = run(binary, i, &cells);
            assert!(ok, "{} ({language}) failed inside its grid", p.name);
            assert_eq!(answers.len(), cells.len(), "{} ({language})", p.name);
            for ((cell, answer), want) in cells.iter().zip(&answers).zip(&expected) {
                assert_eq!(answer, want, "{} ({language}) at {cell:?}", p.name);
            }
            for cell in p.outside() {
                let (ok, answers) = run(binary, i, &[cell]);
                assert!(
                    !ok && answers.is_empty(),
                    "{} ({language}) answered {answers:?} at {cell:?}, outside its grid",
                    p.name
                );
            }
        }
    }
}

/// A random grid: its start, rows by `a` (1 to 9 of 1 to 9 cells), and whether it holds
/// Grundy values (up to 2^k - 1 for a random k, so that packing takes 1 to 17 bits) or
/// win/lose.
fn grids() -> impl Strategy<Value = ((u64, u64), Vec<Vec<u32>>, bool)> {
    (
        0u64..4,
        0u64..4,
        1usize..10,
        1usize..10,
        1u32..18,
        any::<bool>(),
    )
        .prop_flat_map(|(a0, b0, height, width, bits, grundy)| {
            let top = if grundy { (1u32 << bits) - 1 } else { 1 };
            proptest::collection::vec(proptest::collection::vec(0..=top, width), height)
                .prop_map(move |rows| ((a0, b0), rows, grundy))
        })
}

proptest! {
    // Each case compiles two programs of 12 to 20 functions: a few cases are enough.
    #![proptest_config(ProptestConfig::with_cases(3))]

    /// Random grids, each plain and packed: every cell returns its value, every cell just
    /// outside is refused.
    #[test]
    fn random_grids_as_code_return_every_cell_and_refuse_the_rest(
        cases in proptest::collection::vec(grids(), 6..10)
    ) {
        let printed: Vec<Printed> = cases
            .into_iter()
            .enumerate()
            .flat_map(|(i, (from, rows, grundy))| {
                [Form::Plain, Form::Packed]
                    .map(|form| print(&format!("random grid {i}"), from, rows.clone(), grundy, form))
            })
            .collect();
        compile_and_check(&printed, "random");
    }
}

/// The cutting game's grid through the command line: win/lose and Grundy values, plain and
/// packed, from 0 and from a start, and Wythoff's misère outcomes; each printed function
/// against the grid from the library.
#[test]
fn the_cutting_games_grid_as_code_returns_every_cell() {
    let file = poj2311();
    let upto = 14;
    let mut source = Source::parse(&file, &[]).unwrap();
    let grid = source
        .grid(Quantity::Grundy, upto, upto, &mut Silent)
        .unwrap();
    let mut printed = Vec::new();
    for (grundy, form, from) in [
        (false, Form::Plain, None),
        (true, Form::Plain, None),
        (false, Form::Packed, Some((2, 3))),
        (true, Form::Packed, Some((2, 3))),
        (true, Form::Plain, Some((5, 0))),
    ] {
        let upto_text = upto.to_string();
        let mut args = vec!["rule", file.as_str(), "--upto", &upto_text];
        let from_text = from.map(|(a, b): (u64, u64)| format!("{a},{b}"));
        if let Some(f) = &from_text {
            args.extend(["--from", f]);
        }
        if grundy {
            args.push("--grundy");
        }
        if form == Form::Packed {
            args.push("--packed");
        }
        let (code, rust, err) = lab(&args);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        args.push("--cpp");
        let (code, cpp, err) = lab(&args);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        assert!(rust.starts_with(&format!("// Generated by `lab rule {file} --upto {upto}")));
        let from = from.unwrap_or((0, 0));
        let rows: Vec<Vec<u32>> = grid[from.0 as usize..]
            .iter()
            .map(|r| {
                r[from.1 as usize..]
                    .iter()
                    .map(|&v| if grundy { v } else { u32::from(v != 0) })
                    .collect()
            })
            .collect();
        printed.push(Printed::new(
            format!("{args:?}"),
            (rust, cpp),
            grundy,
            from,
            rows,
        ));
    }
    // Misère play, on Wythoff's game (the cutting game's misère sums are a long search).
    let wythoff = format!(
        "{}/../../examples/games/wythoff.rs",
        env!("CARGO_MANIFEST_DIR")
    );
    let misere = Source::parse(&wythoff, &[])
        .unwrap()
        .grid(Quantity::Misere, upto, upto, &mut Silent)
        .unwrap();
    let mut args = vec![
        "rule", &wythoff, "--upto", "14", "--from", "1,2", "--misere",
    ];
    let (code, rust, err) = lab(&args);
    assert_eq!(code, Some(0), "{args:?}: {err}");
    args.push("--cpp");
    let (code, cpp, err) = lab(&args);
    assert_eq!(code, Some(0), "{args:?}: {err}");
    let rows = misere[1..].iter().map(|r| r[2..].to_vec()).collect();
    printed.push(Printed::new(
        format!("{args:?}"),
        (rust, cpp),
        false,
        (1, 2),
        rows,
    ));
    compile_and_check(&printed, "poj2311");
}

/// `--fix a=2`: the row of the 2 × b sheets (the strip game) as its period, read off
/// `0..=200` and checked against the row computed to 600; `table --fix` shows the same
/// period, and `--fix b=2` the same line (the game is symmetric).
#[test]
fn a_fixed_row_of_the_cutting_game_is_written_as_its_period() {
    let file = poj2311();
    let (code, rust, err) = lab(&["rule", &file, "--fix", "a=2", "--upto", "200", "--grundy"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        rust.contains("with a = 2, n = b: Grundy values, period 34 from 55.\n// CONJECTURED"),
        "{rust}"
    );
    let mut source = Source::parse(&file, &[]).unwrap();
    let far = 600;
    let row = source
        .cells(Quantity::Grundy, (2, 2), (0, far), &mut Silent)
        .unwrap()
        .remove(0);
    let column = source
        .cells(Quantity::Grundy, (0, far), (2, 2), &mut Silent)
        .unwrap();
    assert!(column.iter().zip(&row).all(|(c, &r)| c == &vec![r]));
    // One program with the function and a main that prints 0..=far.
    let dir = scratch("grid-fixed");
    let program = format!(
        "{rust}\nfn main() {{\n    for n in 0..={far}u64 {{\n        println!(\"{{}}\", \
         grundy(n));\n    }}\n}}\n"
    );
    let (file_rs, binary) = (dir.join("row.rs"), dir.join("row"));
    std::fs::write(&file_rs, program).unwrap();
    let args: Vec<&OsStr> = ["--edition", "2021", "-o"]
        .into_iter()
        .map(OsStr::new)
        .chain([binary.as_os_str(), file_rs.as_os_str()])
        .collect();
    compile_once("rustc", &args, &file_rs, &binary).unwrap();
    let out = Command::new(&binary).output().unwrap();
    let printed: Vec<u32> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| l.parse().unwrap())
        .collect();
    assert_eq!(printed, row);
    let (code, table, err) = lab(&[
        "table", &file, "--fix", "b=2", "--upto", "200", "--grundy", "--quiet",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        table,
        format!(
            "{file} with b = 2, n = a: Grundy values for n, 0..=200\n0: the player to move \
             loses\nconjectured: period 34 from 55, seen over 0..=200\n"
        )
    );
}

#[test]
fn bad_grid_rules_are_refused_with_one_line_and_status_2() {
    let file = poj2311();
    for (args, says) in [
        (vec!["--fix", "a=1", "--fix", "b=2"], "give one --fix"),
        (vec!["--fix", "c=1"], "a position has 2 numbers, named a, b"),
        (
            vec!["--from", "x"],
            "--from `x`: expected the first a and b",
        ),
        (vec!["--from", "1,2,3"], "expected the first a and b"),
        (
            vec!["--from", "30", "--upto", "20"],
            "starts past --upto 20",
        ),
        (
            vec!["--from", "2", "--fix", "a=2"],
            "with --fix the row is a one-number table",
        ),
        (
            vec!["--upto", "100000"],
            "a grid of 10000200001 cells is more than the 10000000",
        ),
    ] {
        let mut all = vec!["rule", file.as_str()];
        all.extend(args.iter().copied());
        let (code, out, err) = lab(&all);
        assert_eq!(code, Some(2), "{all:?}");
        assert!(out.is_empty(), "{all:?}: {out}");
        assert_eq!(
            err.lines().filter(|l| !l.starts_with("compiling")).count(),
            1,
            "{all:?}: {err}"
        );
        assert!(err.contains(says), "{all:?}: {err}");
    }
    for (args, says) in [
        (
            vec!["rule", "0.77", "--fix", "a=1"],
            "--fix holds a number of a two-number game",
        ),
        (
            vec!["rule", "0.77", "--from", "1"],
            "a one-number table starts at 0",
        ),
        (
            vec!["rule", "0.77", "--grid"],
            "--grid asks for a two-number grid",
        ),
    ] {
        let (code, out, err) = lab(&args);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(
            out.is_empty() && err.lines().count() == 1,
            "{args:?}: {err}"
        );
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
