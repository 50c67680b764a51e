//! `lab` on rules files, end to end: tables, grids, sums, misère play, and the errors a rules
//! file can make (compile errors naming the file's line, run-time errors naming the position).
//! Each program is compiled once and cached under the target directory, so a second run of
//! these tests compiles nothing; the bad files live at fixed paths for the same reason.

use std::path::PathBuf;
use std::process::{Command, Output};

fn lab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .output()
        .expect("the lab binary runs")
}

fn stdout(args: &[&str]) -> String {
    let out = lab(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?}: {err}");
    String::from_utf8(out.stdout).unwrap()
}

/// Runs `args`, expects status 2, nothing on stdout and one `error:` line; returns it.
fn refused(args: &[&str]) -> String {
    let out = lab(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error: ")).collect();
    assert_eq!(errors.len(), 1, "{args:?}: {err}");
    errors[0].to_string()
}

/// A rules file at a fixed path in the tests' scratch directory.
fn file(name: &str, text: &str) -> String {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lab-rules-tests");
    std::fs::create_dir_all(&path).unwrap();
    let path = path.join(name);
    if std::fs::read_to_string(&path).ok().as_deref() != Some(text) {
        std::fs::write(&path, text).unwrap();
    }
    path.to_string_lossy().into_owned()
}

#[test]
fn a_one_number_rules_file_tables_sums_and_misere_play() {
    let nim = "examples/games/nim.rs";
    let table = stdout(&["table", nim, "--grundy", "--upto", "9"]);
    assert_eq!(
        table,
        "examples/games/nim.rs: Grundy values for n = the position, 0..=9\n\
         0: the player to move loses\n\
         0 | 0 1 2 3 4 5 6 7 8 9\n\
         conjectured: arithmetic period 1 from 0, saltus 1, seen over 0..=9\n"
    );
    let misere = stdout(&["table", nim, "--misere", "--upto", "5"]);
    assert!(misere.contains("0 | N P N N N N\n"), "{misere}");
    assert_eq!(
        stdout(&["value", nim, "3,5,7"]),
        "examples/games/nim.rs: 3 + 5 + 7\nGrundy value 1: the player to move wins (N)\n"
    );
    let sum = stdout(&["value", nim, "1,1,1", "--misere"]);
    assert!(sum.contains("loses (P)"), "{sum}");
    let sum = stdout(&["value", nim, "2", "3", "1", "--misere"]);
    assert!(sum.contains("loses (P)"), "{sum}");
    let (report, ok) = {
        let out = lab(&[
            "verify", nim, "--misere", "--rule", "n != 1", "--upto", "50",
        ]);
        (String::from_utf8(out.stdout).unwrap(), out.status.success())
    };
    assert!(
        ok && report.ends_with("51 positions, all agree\n"),
        "{report}"
    );
    let rule = stdout(&["rule", nim, "--misere", "--upto", "40"]);
    assert!(
        rule.contains("pub fn first_player_wins(n: u64) -> bool"),
        "{rule}"
    );
    let err = refused(&["value", nim, "3,x"]);
    assert!(err.contains("`x` is not a non-negative integer"), "{err}");
    let err = refused(&["table", nim, "--misere", "--grundy"]);
    assert!(err.contains("drop --grundy"), "{err}");
    let err = refused(&["table", nim, "--param", "k=3"]);
    assert!(err.contains("has no parameters"), "{err}");
}

#[test]
fn a_two_number_rules_file_gives_a_grid_its_p_positions_a_rule_check_and_a_plot() {
    let w = "examples/games/wythoff.rs";
    let ppos = stdout(&["table", w, "--ppos", "--upto", "12"]);
    assert_eq!(
        ppos.lines().nth(1).unwrap(),
        "(0, 0) (1, 2) (2, 1) (3, 5) (4, 7) (5, 3) (6, 10) (7, 4) (10, 6)"
    );
    let grid = stdout(&["table", w, "--upto", "3"]);
    assert!(
        grid.contains("a\\b | 0 1 2 3\n  0 | P N N N\n  1 | N N P N\n"),
        "{grid}"
    );
    let out = lab(&["verify", w, "--rule", "a != b", "--upto", "10"]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("disagreement at (a, b) = (1, 1): the rule gives P, the table gives N"),
        "{text}"
    );
    let png = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("wythoff-rules.png");
    let report = stdout(&["plot", w, "--size", "30", "-o", png.to_str().unwrap()]);
    assert!(
        report.contains("a = 0..=29 across, b = 0..=29 up"),
        "{report}"
    );
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    let err = refused(&["value", w, "3"]);
    assert!(err.contains("has 2 numbers"), "{err}");
}

#[test]
fn errors_in_a_rules_file_name_the_file_the_line_and_the_position() {
    let typo = file(
        "typo.rs",
        "use shared::game::engine::{Options, Params};\n\
         pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {\n    out.push(m);\n}\n",
    );
    let err = refused(&["table", &typo]);
    assert!(err.starts_with(&format!("error: {typo}:3:")), "{err}");
    assert!(err.contains("cannot find value `m`"), "{err}");

    let below = file(
        "below.rs",
        "use shared::game::engine::{Options, Params};\n\
         pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {\n    if n > 0 {\n        \
         out.push(n - 2);\n    }\n}\n",
    );
    let err = refused(&["table", &below]);
    assert!(
        err.starts_with(&format!(
            "error: {below}:4:18: attempt to subtract with overflow, while expanding position 1"
        )),
        "{err}"
    );

    let cycle = file(
        "cycle.rs",
        "use shared::game::engine::{Options, Params};\n\
         pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {\n    out.push((n + 1) % 3);\n}\n",
    );
    let err = refused(&["table", &cycle, "--upto", "5"]);
    assert!(err.contains("the game has a cycle"), "{err}");

    let glue = file("glue.rs", "pub fn moves(n: u64) -> u64 {\n    n\n}\n");
    let err = refused(&["table", &glue]);
    assert!(
        err.contains("is not a rules file as the lab reads it"),
        "{err}"
    );
    let err = refused(&["table", "no/such/file.rs"]);
    assert!(
        err.contains("cannot read the rules file no/such/file.rs"),
        "{err}"
    );
}

#[test]
fn misere_play_of_definitions_and_registered_games() {
    let t = stdout(&["table", "sub:1,2,3", "--misere", "--upto", "9"]);
    assert!(t.contains("0 | N P N N N P N N N P\n"), "{t}");
    // Misère Kayles (0.77), searched as sums.
    let v = stdout(&["value", "0.77", "1,1", "--misere"]);
    assert!(v.contains("wins (N)"), "{v}");
    // A registered game by its descriptor's moves (examples/games/p4018.rs); one without moves
    // is refused.
    let t = stdout(&["table", "p4018", "--misere", "--upto", "9"]);
    assert!(
        t.starts_with("p4018-prime-power-stones, misère play: win/lose"),
        "{t}"
    );
    let err = refused(&["table", "arc137c", "--misere"]);
    assert!(err.contains("gives no moves"), "{err}");
    let p = stdout(&["table", "p4018", "--ppos", "--upto", "20"]);
    assert_eq!(p.lines().nth(1).unwrap(), "0 6 12 18");
}
