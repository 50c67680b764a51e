//! The `lab` binary end to end: its outputs, exit statuses and error messages. Every failure
//! must exit non-zero with the reason on stderr and print nothing on stdout.

use std::path::PathBuf;
use std::process::{Command, Output};

fn lab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .output()
        .expect("the lab binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

/// Runs `args`, expects a refusal with status 2 and nothing on stdout, returns stderr.
fn refused(args: &[&str]) -> String {
    let out = lab(args);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?}: {}",
        text(&out.stderr)
    );
    assert!(
        out.stdout.is_empty(),
        "{args:?} printed: {}",
        text(&out.stdout)
    );
    let err = text(&out.stderr);
    assert!(!err.is_empty(), "{args:?}: no message");
    err
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("lab-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn list_shows_every_game_with_its_parameters() {
    let out = lab(&["list"]);
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    for slug in [
        "p1857-prime-stones",
        "p4018-prime-power-stones",
        "hdu7287-alice-game",
        "gym104385c-battle",
        "demo-subtraction",
        "demo-wythoff",
    ] {
        assert!(stdout.lines().any(|l| l.starts_with(slug)), "{slug}");
    }
    assert!(stdout.contains("k=3 (1..=10000000)"), "{stdout}");
    assert!(stdout.contains("Grundy") && stdout.contains("win/lose"));
}

#[test]
fn table_prints_values_then_the_period_without_colour_into_a_pipe() {
    let out = lab(&["table", "p4018", "--upto", "60"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(!stdout.contains('\x1b'), "colour codes in a pipe");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[2], " 0 | P N N N N N P N N N N N P N N N N N P N");
    assert_eq!(*lines.last().unwrap(), "period 6 from 0");

    let out = lab(&[
        "table", "hdu7287", "-p", "k=3", "-u", "100", "--grundy", "-c", "14",
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success());
    assert!(
        stdout.contains("\n 14 | 2 1 1 1 0 1 1 1 2 2 2 1 2 2\n"),
        "{stdout}"
    );
    assert_eq!(stdout.lines().last(), Some("period 14 from 1"));
}

#[test]
fn the_default_table_stops_at_60_or_at_the_games_limit() {
    let out = lab(&["table", "demo-subtraction"]);
    assert!(text(&out.stdout).contains(", 0..=60\n"));
    let out = lab(&["table", "arc137c"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains(", 0..=40\n"));
}

#[test]
fn a_table_too_short_to_show_a_period_says_so() {
    let out = lab(&["table", "demo-subtraction", "-p", "k=20", "--upto", "25"]);
    assert!(out.status.success());
    assert_eq!(
        text(&out.stdout).lines().last(),
        Some("no period found up to 25")
    );
}

#[test]
fn verify_summarises_agreement() {
    let out = lab(&["verify", "p4018", "--upto", "3000"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().last(), Some("3001 inputs, all agree"));
}

#[test]
fn verify_reports_the_first_disagreement_and_exits_with_1() {
    let out = lab(&["verify", "demo-guess", "--upto", "1000"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout).lines().last(),
        Some(
            "disagreement at n = 132: fast solver gives N, brute force gives P \
             (132 inputs agreed before it)"
        )
    );
    // Below the counterexample the guess holds.
    assert!(lab(&["verify", "demo-guess", "--upto", "131"])
        .status
        .success());
}

#[test]
fn an_unknown_game_lists_the_known_ones() {
    let err = refused(&["table", "p9999-nothing", "--upto", "10"]);
    assert!(err.starts_with("error: `p9999-nothing` is not a known game; known games:"));
    for slug in [
        "p1857-prime-stones",
        "p4018-prime-power-stones",
        "demo-wythoff",
    ] {
        assert!(err.contains(&format!("\n  {slug}")), "{err}");
    }
    let err = refused(&["verify", "demo"]);
    assert!(
        err.starts_with("error: `demo` matches several games"),
        "{err}"
    );
    refused(&["plot", "nope", "-o", "/dev/null"]);
}

#[test]
fn a_bad_parameter_names_the_parameter_and_its_range() {
    let err = refused(&["table", "hdu7287", "--param", "k=0"]);
    assert_eq!(err, "error: parameter k must be in 1..=10000000 (got 0)\n");
    let err = refused(&["verify", "gym104385c", "-p", "p=two"]);
    assert_eq!(
        err,
        "error: parameter p must be an integer in 1..=1000000000000000000 (got `two`)\n"
    );
    let err = refused(&["table", "hdu7287", "-p", "n=4"]);
    assert_eq!(
        err,
        "error: unknown parameter `n`; its parameters: k in 1..=10000000\n"
    );
    let err = refused(&["table", "p4018", "-p", "k=4"]);
    assert!(err.contains("this game has no parameters"), "{err}");
    let err = refused(&["table", "p4018", "-p", "k"]);
    assert!(err.contains("is not NAME=VALUE"), "{err}");
}

#[test]
fn options_a_game_cannot_honour_are_refused() {
    let err = refused(&["table", "p4018", "--upto", "100000000"]);
    assert!(err.contains("--upto must be in 0..=100000"), "{err}");
    let err = refused(&["table", "p4018", "--grundy"]);
    assert!(err.contains("only win/lose"), "{err}");
    let err = refused(&["verify", "p1857", "--upto", "5000"]);
    assert!(err.contains("--upto must be in 0..=400"), "{err}");
    let err = refused(&["table", "p4018", "--columns", "0"]);
    assert!(err.contains("--columns must be at least 1"), "{err}");
    let file = scratch("never.png");
    let err = refused(&["plot", "p4018", "-o", file.to_str().unwrap()]);
    assert!(err.contains("no two-dimensional table"), "{err}");
    assert!(!file.exists());
    // Usage errors from the argument parser follow the same convention.
    refused(&["table"]);
    refused(&["table", "p4018", "--upto", "-3"]);
    refused(&["frobnicate"]);
}

#[test]
fn plot_writes_a_png_of_the_asked_size() {
    let file = scratch("wythoff.png");
    let path = file.to_str().unwrap();
    let out = lab(&[
        "plot",
        "demo-wythoff",
        "--size",
        "50",
        "--pixels",
        "640",
        "-o",
        path,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("640x640 pixels"));
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&file).unwrap()));
    let reader = decoder.read_info().expect("a valid PNG");
    let info = reader.info();
    assert_eq!((info.width, info.height), (640, 640));
    std::fs::remove_file(&file).unwrap();

    let err = refused(&[
        "plot",
        "demo-wythoff",
        "--size",
        "50",
        "-o",
        "/nonexistent-dir/x.png",
    ]);
    assert!(
        err.starts_with("error: cannot write /nonexistent-dir/x.png"),
        "{err}"
    );
}
