//! `lab rule`: the printed Rust function compiles with bare `rustc --edition 2021` (the C++ one
//! with `c++ -std=c++11`), and returns the table's values for every n of a table longer than
//! the one it was read from (where the table is cheap, to 3000 in the default run and 10^5 in
//! the full one), and the periodic extension for
//! huge n, up to `u64::MAX`; plain periods and arithmetic ones with saltus 1 to 4, each with
//! its values plain and packed (`--packed`), and 0.16's long period packed. The cases' functions go into one program
//! per language (a module or a namespace each), so the test compiles twice, not ten times.

use judge::compile_once;
use lab::define::Target;
use lab::table::Values;
use lab::verify::Silent;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Huge positions checked against the periodic extension.
const HUGE: [u64; 5] = [
    u64::MAX,
    u64::MAX - 1,
    1 << 63,
    1_000_000_000_000_000_007,
    987_654_321_987,
];

/// A folder that stays between runs, so that unchanged programs are not compiled again.
pub(crate) fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("lab-rule-{name}"));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// What `lab` prints for `args`, which must succeed: stdout and stderr.
fn lab(args: &[&str]) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{args:?}: {stderr}");
    (String::from_utf8(out.stdout).unwrap(), stderr)
}

/// Runs `program arg` with the positions on stdin, one per line; returns its lines.
fn run(program: &Path, arg: &str, positions: &[u64]) -> Vec<String> {
    let mut child = Command::new(program)
        .arg(arg)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let input: String = positions.iter().map(|n| format!("{n}\n")).collect();
    // Written from a thread of its own: the answers fill the pipe long before 10^5 positions
    // are written.
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        stdin.write_all(input.as_bytes()).unwrap();
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert!(
        out.status.success(),
        "{} {arg}: {}",
        program.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

/// The value the periodic extension of `values` (period `length` from `start`, `saltus` per
/// period) gives at `n`, as the generated programs print it.
fn extended(values: &Values, start: usize, length: usize, saltus: u64, n: u64) -> String {
    let (index, blocks) = if n < start as u64 {
        (n as usize, 0)
    } else {
        let m = n - start as u64;
        (start + (m % length as u64) as usize, m / length as u64)
    };
    if values.is_grundy() {
        (u128::from(values.get(index)) + u128::from(saltus) * u128::from(blocks)).to_string()
    } else {
        values.wins(index).to_string()
    }
}

/// `(start, length, saltus)` from the comment `period L from S` or `G(n + L) = G(n) + s for n
/// >= S` of a generated source.
fn shape(source: &str) -> (usize, usize, u64) {
    let line = source.lines().nth(1).unwrap();
    let numbers: Vec<u64> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect();
    let tail = &numbers[numbers.len() - 3..];
    if line.contains("G(n + ") {
        (tail[2] as usize, tail[0] as usize, tail[1])
    } else {
        (tail[2] as usize, tail[1] as usize, 0)
    }
}

/// One `lab rule` run to check: the game, its arguments, the table the rule is read from
/// (`0..=upto`) and the one it is checked against (`0..=check_upto`, longer where the table is
/// cheap: the rule must extend it, not only repeat it), Grundy values or win/lose, and whether
/// the printed period must say PROVEN.
struct Case {
    name: &'static str,
    game: &'static str,
    extra: &'static [&'static str],
    upto: usize,
    check_upto: usize,
    grundy: bool,
    proven: bool,
}

/// How far the cheap tables are checked.
const FAR: usize = 100_000;

const CASES: &[Case] = &[
    Case {
        name: "kayles",
        game: "0.77",
        extra: &[],
        upto: 300,
        check_upto: FAR,
        grundy: true,
        proven: true,
    },
    // Dawson's Kayles: N/P period 34 from 35, proven from the Grundy period.
    Case {
        name: "dawson",
        game: "0.137",
        extra: &[],
        upto: 400,
        check_upto: FAR,
        grundy: false,
        proven: true,
    },
    // Registered games: their periods are only ever conjectured.
    Case {
        name: "hdu7287",
        game: "hdu7287",
        extra: &["--param", "k=3"],
        upto: 200,
        check_upto: 200,
        grundy: true,
        proven: false,
    },
    Case {
        name: "p4018",
        game: "p4018",
        extra: &[],
        upto: 200,
        check_upto: 200,
        grundy: false,
        proven: false,
    },
    // Arithmetic periods, always conjectures, with saltus 1, 2, 3 and 4 (values past u16, so
    // the type widens). All-but {1, 2}: G(n) = n / 3, saltus 1.
    Case {
        name: "allbut12",
        game: "allbut:1,2",
        extra: &[],
        upto: 300,
        check_upto: FAR,
        grundy: true,
        proven: false,
    },
    // All-but {2}: 0 1 0 1, 2 3 2 3, ...: period 4, saltus 2.
    Case {
        name: "allbut2",
        game: "allbut:2",
        extra: &[],
        upto: 300,
        check_upto: FAR,
        grundy: true,
        proven: false,
    },
    // All-but {3}: period 6, saltus 3.
    Case {
        name: "allbut3",
        game: "allbut:3",
        extra: &[],
        upto: 300,
        check_upto: FAR,
        grundy: true,
        proven: false,
    },
    // Codes whose moves may leave three heaps (their tables cost far more: checked to 3000).
    // 0.8: period 3 from 1, saltus 1; 0.3F: period 6 from 0, saltus 3; 0.8F: period 7 from
    // 7, saltus 4.
    Case {
        name: "code08",
        game: "0.8",
        extra: &[],
        upto: 300,
        check_upto: 3000,
        grundy: true,
        proven: false,
    },
    Case {
        name: "code03f",
        game: "0.3F",
        extra: &[],
        upto: 300,
        check_upto: 3000,
        grundy: true,
        proven: false,
    },
    Case {
        name: "code08f",
        game: "0.8F",
        extra: &[],
        upto: 300,
        check_upto: 3000,
        grundy: true,
        proven: false,
    },
];

/// 0.16: period 149 459 from 105 351, proven by the table up to 509 621; 898 KB as plain
/// arrays, so only its packed form is compiled (and its size note checked).
const BIG: Case = Case {
    name: "code016",
    game: "0.16",
    extra: &[],
    upto: 509_621,
    check_upto: 509_621,
    grundy: true,
    proven: true,
};

/// What one case printed, and what its programs must answer.
struct Printed {
    name: String,
    rust: String,
    cpp: String,
    call: &'static str,
    positions: Vec<u64>,
    expected: Vec<String>,
}

/// The case's table to `case.check_upto`, at most `far`.
fn values(case: &Case, far: usize) -> Values {
    let params: Vec<String> = case
        .extra
        .chunks(2)
        .filter(|c| c[0] == "--param")
        .map(|c| c[1].to_string())
        .collect();
    Target::parse(case.game, &params)
        .unwrap()
        .tabulate(case.check_upto.min(far), case.grundy, &mut Silent)
        .unwrap()
        .values
}

/// The case's rule in Rust and C++, plain or `packed`, and what it must answer: `values`
/// (from [`values`]) and, past them, the periodic extension.
fn print(case: &Case, packed: bool, values: &Values) -> Printed {
    let check_upto = values.len() - 1;
    let upto_text = case.upto.to_string();
    let mut args = vec!["rule", case.game, "--upto", &upto_text];
    args.extend_from_slice(case.extra);
    if case.grundy {
        args.push("--grundy");
    }
    if packed {
        args.push("--packed");
    }
    let name = format!("{}{}", case.name, if packed { " packed" } else { "" });
    let (rust, rust_note) = lab(&args);
    args.push("--cpp");
    let (cpp, cpp_note) = lab(&args);
    for (language, source, note) in [("Rust", &rust, rust_note), ("C++", &cpp, cpp_note)] {
        let what = format!("{name} ({language})");
        // Every source under the judges' limit prints no note (0.16's is checked below).
        if source.len() < 65_536 {
            assert_eq!(note, "", "{what}");
        }
        assert_eq!(source.contains("PACKED"), packed, "{what}: {source}");
        assert_eq!(source.contains("PROVEN"), case.proven, "{what}: {source}");
        assert_eq!(
            source.contains("CONJECTURED"),
            !case.proven,
            "{what}: {source}"
        );
    }
    let (start, length, saltus) = shape(&rust);
    let mut positions: Vec<u64> = (0..=check_upto as u64).collect();
    positions.extend(HUGE);
    let expected = positions
        .iter()
        .map(|&n| {
            if n <= check_upto as u64 {
                if values.is_grundy() {
                    values.get(n as usize).to_string()
                } else {
                    values.wins(n as usize).to_string()
                }
            } else {
                extended(values, start, length, saltus, n)
            }
        })
        .collect();
    let call = if case.grundy {
        "grundy"
    } else {
        "first_player_wins"
    };
    Printed {
        name,
        rust,
        cpp,
        call,
        positions,
        expected,
    }
}

/// Every case's Rust function in a module of one program, and its C++ function in a
/// namespace of another: `PROGRAM i` answers case i's positions from stdin. One compile per
/// language instead of one per case.
fn programs(printed: &[Printed]) -> (String, String) {
    let cases: Vec<[&str; 3]> = printed
        .iter()
        .map(|p| [p.rust.as_str(), p.cpp.as_str(), p.call])
        .collect();
    case_programs(&cases, &["n"])
}

/// Functions (each `[Rust, C++, name]`, the name `grundy` or another, whose answer is a
/// boolean) in a module each of one Rust program and a namespace each of one C++ program:
/// `PROGRAM i` reads lines of `vars.len()` numbers from stdin (a `u64` each, separated by
/// spaces), calls function i with them (its arguments named `vars`) and prints its answer, one
/// a line (Grundy values as numbers, booleans as `true`/`false`).
pub(crate) fn case_programs(cases: &[[&str; 3]], vars: &[&str]) -> (String, String) {
    let args = vars.join(", ");
    let mut rust = String::new();
    let mut cpp_includes = String::new();
    let mut cpp = String::new();
    let mut rust_arms = String::new();
    let mut cpp_arms = String::new();
    for (i, [rust_source, cpp_source, call]) in cases.iter().enumerate() {
        rust += &format!("mod case{i} {{\n{rust_source}\n}}\n");
        rust_arms += &format!("            {i} => case{i}::{call}({args}).to_string(),\n");
        let (includes, body): (Vec<&str>, Vec<&str>) =
            cpp_source.lines().partition(|l| l.starts_with("#include"));
        for include in includes {
            if !cpp_includes.contains(include) {
                cpp_includes += &format!("{include}\n");
            }
        }
        cpp += &format!("namespace case{i} {{\n{}\n}}\n", body.join("\n"));
        // Win/lose prints as true/false, Grundy values as numbers.
        let cast = if *call == "grundy" {
            "(unsigned long long)"
        } else {
            ""
        };
        cpp_arms += &format!(
            "            case {i}: std::cout << {cast}case{i}::{call}({args}) << '\\n'; break;\n"
        );
    }
    let read: String = vars
        .iter()
        .map(|v| format!("        let {v}: u64 = words.next().unwrap().parse().unwrap();\n"))
        .collect();
    let rust = format!(
        "{rust}\nfn main() {{\n    use std::io::{{BufRead, Write}};\n    \
         let case: usize = std::env::args().nth(1).unwrap().parse().unwrap();\n    \
         let mut out = std::io::BufWriter::new(std::io::stdout().lock());\n    \
         for line in std::io::stdin().lock().lines() {{\n        \
         let line = line.unwrap();\n        \
         let mut words = line.split_whitespace();\n{read}        \
         let answer = match case {{\n{rust_arms}            _ => unreachable!(),\n        }};\n        \
         writeln!(out, \"{{answer}}\").unwrap();\n    }}\n}}\n"
    );
    let cin: String = vars.iter().map(|v| format!(" >> {v}")).collect();
    let cpp = format!(
        "{cpp_includes}#include <cstdlib>\n#include <iostream>\n{cpp}\n\
         int main(int argc, char** argv) {{\n    int which = std::atoi(argv[1]);\n    \
         std::uint64_t {args};\n    std::cout << std::boolalpha;\n    \
         while (std::cin{cin}) {{\n        switch (which) {{\n{cpp_arms}        }}\n    }}\n}}\n"
    );
    (rust, cpp)
}

/// Every case plain and packed, the cheap tables checked to `far`.
fn every_printed_rule_compiles_and_extends_its_table(far: usize, name: &str) {
    let printed: Vec<Printed> = CASES
        .iter()
        .flat_map(|case| {
            let values = values(case, far);
            [print(case, false, &values), print(case, true, &values)]
        })
        .collect();
    compile_and_check(&printed, name);
}

#[test]
fn every_printed_rule_compiles_and_extends_its_table_to_3000() {
    every_printed_rule_compiles_and_extends_its_table(3000, "rules");
}

/// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
mod full {
    #[test]
    #[ignore = "full: the cheap tables checked to 10^5, seconds"]
    fn every_printed_rule_compiles_and_extends_its_table_to_100_000() {
        super::every_printed_rule_compiles_and_extends_its_table(super::FAR, "rules-far");
    }
}

/// 0.16 packed, whose plain form is too big for a judge (and stderr says so, with the packed
/// size), over its whole proof table of 509 621 values.
#[test]
#[ignore = "slow: 0.16 tabled to 509 621 three times and its packed rule run on every value, seconds"]
fn a_rule_too_big_for_a_judge_says_so_and_its_packed_form_is_right() {
    let printed = vec![print(&BIG, true, &values(&BIG, BIG.check_upto))];
    let (plain, note) = lab(&["rule", "0.16", "--upto", "509621", "--grundy"]);
    assert!(plain.len() > 800_000, "{}", plain.len());
    let packed_size = printed[0].rust.len();
    assert!(packed_size < 250_000, "{packed_size}");
    assert_eq!(
        note,
        format!(
            "note: the rule is {} KiB ({} bytes), over the 64 KiB (65536 bytes) a judge takes \
             for a whole program; --packed prints it as {} KiB ({packed_size} bytes), still \
             over\n",
            (plain.len() + 512) / 1024,
            plain.len(),
            (packed_size + 512) / 1024,
        )
    );
    compile_and_check(&printed, "rules-big");
}

/// The printed rules compiled into one Rust and one C++ program (in `target/.../<name>`), each
/// run on its positions and checked against what it must answer, C++ against Rust.
fn compile_and_check(printed: &[Printed], name: &str) {
    let (rust, cpp) = programs(printed);
    let (rust_binary, cpp_binary) = compile_both(name, &rust, &cpp);

    for (i, p) in printed.iter().enumerate() {
        let which = i.to_string();
        let answers = run(&rust_binary, &which, &p.positions);
        assert_eq!(answers.len(), p.positions.len(), "{} (Rust)", p.name);
        for ((n, answer), expected) in p.positions.iter().zip(&answers).zip(&p.expected) {
            assert_eq!(answer, expected, "{} (Rust): n = {n}", p.name);
        }
        let cpp_answers = run(&cpp_binary, &which, &p.positions);
        assert_eq!(cpp_answers, answers, "{}: C++ and Rust differ", p.name);
    }
}

/// Writes a Rust and a C++ program into `target/.../<name>` and compiles both at once (and
/// only when they changed: `compile_once`), optimised a little (the programs answer up to some
/// 10^6 positions) with bare `rustc --edition 2021` and `c++ -std=c++11`. Returns the two
/// binaries; a compile error fails the test with the compiler's message.
pub(crate) fn compile_both(name: &str, rust: &str, cpp: &str) -> (PathBuf, PathBuf) {
    let dir = scratch(name);
    let (rust_file, cpp_file) = (dir.join("rules.rs"), dir.join("rules.cpp"));
    std::fs::write(&rust_file, rust).unwrap();
    std::fs::write(&cpp_file, cpp).unwrap();
    let (rust_binary, cpp_binary) = (dir.join("rules-rs"), dir.join("rules-cpp"));
    let rust_args: Vec<&OsStr> = ["--edition", "2021", "-C", "opt-level=1", "-o"]
        .into_iter()
        .map(OsStr::new)
        .chain([rust_binary.as_os_str(), rust_file.as_os_str()])
        .collect();
    let cpp_args: Vec<&OsStr> = ["-std=c++11", "-O1", "-o"]
        .into_iter()
        .map(OsStr::new)
        .chain([cpp_binary.as_os_str(), cpp_file.as_os_str()])
        .collect();
    std::thread::scope(|s| {
        let rust = s.spawn(|| compile_once("rustc", &rust_args, &rust_file, &rust_binary));
        let cpp = s.spawn(|| compile_once("c++", &cpp_args, &cpp_file, &cpp_binary));
        for result in [rust.join().unwrap(), cpp.join().unwrap()] {
            if let Err(e) = result {
                panic!("{e}");
            }
        }
    });
    (rust_binary, cpp_binary)
}
