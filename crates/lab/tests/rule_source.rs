//! `lab rule`: the printed Rust function compiles with bare `rustc --edition 2021` (the C++ one
//! with `c++ -std=c++11`), and returns the table's values for every n of the table and the
//! periodic extension for huge n, up to `u64::MAX`.

use lab::define::Target;
use lab::table::Values;
use lab::verify::Silent;
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

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("lab-rule-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// What `lab` prints for `args`, which must succeed.
fn lab(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Runs `program` with the positions on stdin, one per line; returns its lines.
fn run(program: &Path, positions: &[u64]) -> Vec<String> {
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let input: String = positions.iter().map(|n| format!("{n}\n")).collect();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
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

/// Generates the rule for `args`, compiles it (Rust, then C++), and checks both.
fn check(name: &str, game: &str, extra: &[&str], upto: usize, grundy: bool, proven: bool) {
    let upto_text = upto.to_string();
    let mut args = vec!["rule", game, "--upto", &upto_text];
    args.extend_from_slice(extra);
    if grundy {
        args.push("--grundy");
    }
    let params: Vec<String> = extra
        .chunks(2)
        .filter(|c| c[0] == "--param")
        .map(|c| c[1].to_string())
        .collect();
    let values = Target::parse(game, &params)
        .unwrap()
        .tabulate(upto, grundy, &mut Silent)
        .unwrap()
        .values;
    let dir = scratch(name);
    let mut positions: Vec<u64> = (0..=upto as u64).collect();
    positions.extend(HUGE);

    let rust = lab(&args);
    assert_eq!(rust.contains("PROVEN"), proven, "{rust}");
    assert_eq!(rust.contains("CONJECTURED"), !proven, "{rust}");
    let (start, length, saltus) = shape(&rust);
    let (call, print) = if grundy {
        ("grundy", "{}")
    } else {
        ("first_player_wins", "{}")
    };
    let main = format!(
        "{rust}\nfn main() {{\n    use std::io::BufRead;\n    for line in std::io::stdin().lock().lines() {{\n        \
         let n: u64 = line.unwrap().trim().parse().unwrap();\n        println!(\"{print}\", {call}(n));\n    }}\n}}\n"
    );
    let file = dir.join("rule.rs");
    std::fs::write(&file, main).unwrap();
    let binary = dir.join("rule-rs");
    let status = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .args(["--edition", "2021", "-o"])
        .arg(&binary)
        .arg(&file)
        .status()
        .unwrap();
    assert!(status.success(), "rustc failed on {}", file.display());
    let answers = run(&binary, &positions);
    assert_eq!(answers.len(), positions.len());
    for (i, &n) in positions.iter().enumerate() {
        let expected = if (n as usize) < values.len() && n <= upto as u64 {
            if values.is_grundy() {
                values.get(n as usize).to_string()
            } else {
                values.wins(n as usize).to_string()
            }
        } else {
            extended(&values, start, length, saltus, n)
        };
        assert_eq!(answers[i], expected, "{name} (Rust): n = {n}");
    }

    args.push("--cpp");
    let cpp = lab(&args);
    assert_eq!(cpp.contains("PROVEN"), proven, "{cpp}");
    let main = format!(
        "{cpp}\n#include <iostream>\nint main() {{\n    std::uint64_t n;\n    std::cout << std::boolalpha;\n    \
         while (std::cin >> n) std::cout << (unsigned long long){call}(n) << '\\n';\n}}\n"
    );
    let main = if grundy {
        main
    } else {
        main.replace("(unsigned long long)", "")
    };
    let file = dir.join("rule.cpp");
    std::fs::write(&file, main).unwrap();
    let binary = dir.join("rule-cpp");
    let status = Command::new("c++")
        .args(["-std=c++11", "-o"])
        .arg(&binary)
        .arg(&file)
        .status()
        .unwrap();
    assert!(status.success(), "c++ failed on {}", file.display());
    let cpp_answers = run(&binary, &positions);
    assert_eq!(cpp_answers, answers, "{name}: C++ and Rust differ");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn kayles_proven_grundy_rule_compiles_and_extends() {
    check("kayles", "0.77", &[], 300, true, true);
}

#[test]
fn a_win_lose_rule_with_a_pre_period() {
    // Dawson's Kayles: N/P period 34 from 35, proven from the Grundy period.
    check("dawson", "0.137", &[], 400, false, true);
}

#[test]
fn a_registered_games_rule_is_conjectured() {
    check("hdu7287", "hdu7287", &["--param", "k=3"], 200, true, false);
    check("p4018", "p4018", &[], 200, false, false);
}

#[test]
fn an_arithmetic_period_becomes_a_linear_rule() {
    // All-but {1, 2}: G(n) = n / 3 (any value past u16, so the type widens).
    check("allbut", "allbut:1,2", &[], 300, true, false);
}
