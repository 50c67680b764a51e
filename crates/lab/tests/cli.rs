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
    // The MOVES column (the fourth): P4279 gives its moves, P3383 (not a game) has none.
    let moves = |slug: &str| {
        let line = stdout.lines().find(|l| l.starts_with(slug)).unwrap();
        line.split_whitespace().nth(3).unwrap().to_string()
    };
    assert_eq!(
        stdout.lines().next().unwrap().split_whitespace().nth(3),
        Some("MOVES")
    );
    assert_eq!(moves("p4279-misere-nim"), "yes");
    assert_eq!(moves("p3383-linear-sieve"), "-");
}

#[test]
fn table_prints_values_then_the_period_without_colour_into_a_pipe() {
    let out = lab(&["table", "p4018", "--upto", "60"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(!stdout.contains('\x1b'), "colour codes in a pipe");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[2], " 0 | P N N N N N P N N N N N P N N N N N P N");
    // A registered game has no proof criterion: its period is only ever a conjecture.
    assert_eq!(
        *lines.last().unwrap(),
        "conjectured: period 6 from 0, seen over 0..=60"
    );

    let out = lab(&[
        "table", "hdu7287", "-p", "k=3", "-u", "100", "--grundy", "-c", "14",
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success());
    assert!(
        stdout.contains("\n 14 | 2 1 1 1 0 1 1 1 2 2 2 1 2 2\n"),
        "{stdout}"
    );
    assert_eq!(
        stdout.lines().last(),
        Some("conjectured: period 14 from 1, seen over 0..=100")
    );
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
    // The subtraction set {1, ..., 20}: Grundy values 0, 1, ..., 20, 0, 1, ... .
    let set: Vec<String> = (1..=20).map(|t| t.to_string()).collect();
    let set = format!("s={}", set.join(","));
    let out = lab(&["table", "demo-subtraction", "-p", &set, "--upto", "25"]);
    assert!(out.status.success());
    assert_eq!(text(&out.stdout).lines().last(), Some("no period up to 25"));
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
    // A code without its point: the game it probably is.
    let err = refused(&["table", "77"]);
    assert!(
        err.starts_with(
            "error: `77` is not a known game (a take-and-break code is written with its \
             point: did you mean `0.77`?); known games:"
        ),
        "{err}"
    );
    let err = refused(&["table", "4007"]);
    assert!(err.contains("did you mean `0.4007` or `4.007`?"), "{err}");
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
        "240",
        "-o",
        path,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("240x240 pixels"));
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&file).unwrap()));
    let reader = decoder.read_info().expect("a valid PNG");
    let info = reader.info();
    assert_eq!((info.width, info.height), (240, 240));
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
    // A plot that cannot be drawn leaves no file behind.
    let err = refused(&["plot", "demo-wythoff", "--pixels", "10", "-o", path]);
    assert!(err.contains("leaves no room for the plot"), "{err}");
    assert!(!file.exists());
}

/// Runs `args`, expects success, returns stdout.
fn ok(args: &[&str]) -> String {
    let out = lab(args);
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}

/// A Guy–Smith window past `u64`, or past the table, proves nothing: both of these were once
/// "proven" by a window that wrapped around.
#[test]
fn a_window_no_table_reaches_leaves_the_period_conjectured() {
    let stdout = ok(&["table", "sub:18446744073709551615", "--grundy"]);
    assert_eq!(
        stdout.lines().last(),
        Some(
            "conjectured: period 1 from 0, seen over 0..=60; a proof needs n >= \
             18446744073709551616"
        )
    );
    let source = ok(&["rule", "sub:18446744073709551615", "--grundy"]);
    assert!(
        source.contains("CONJECTURED") && !source.contains("PROVEN"),
        "{source}"
    );
    assert!(
        source.contains("more positions than any table holds"),
        "{source}"
    );
    let stdout = ok(&[
        "table",
        "sub:1,18446744073709551614",
        "--grundy",
        "--upto",
        "50",
    ]);
    assert_eq!(
        stdout.lines().last(),
        Some(
            "conjectured: period 2 from 0, seen over 0..=50; a proof needs n >= \
             18446744073709551617"
        )
    );
}

#[test]
fn a_code_s_table_ends_with_its_proven_period() {
    let stdout = ok(&["table", "0.77", "--grundy", "--upto", "300"]);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[0],
        "0.77: Grundy values for n = tokens in the heap, 0..=300"
    );
    assert_eq!(lines[2], "  0 | 0 1 2 3 1 4 3 2 1 4");
    assert_eq!(
        *lines.last().unwrap(),
        "period 12 from 71 (proven by n = 167)"
    );
    let stdout = ok(&["table", "0.137", "-g", "-u", "400", "--quiet"]);
    assert_eq!(
        stdout,
        "0.137: Grundy values for n = tokens in the heap, 0..=400\n\
         0: the player to move loses\n\
         period 34 from 52 (proven by n = 174)\n"
    );
    // Too short a table: the period is seen but not proven, and the line says what is missing.
    let stdout = ok(&["table", "sub:1,2,5", "-g", "-u", "8"]);
    assert_eq!(
        stdout.lines().last(),
        Some("conjectured: period 3 from 0, seen over 0..=8; a proof needs n >= 10")
    );
}

#[test]
fn sets_and_rules_take_the_place_of_a_slug() {
    let stdout = ok(&["table", "sub:5,1,2,1", "-g", "-u", "12"]);
    assert!(stdout.starts_with("sub:1,2,5: Grundy values"), "{stdout}");
    let stdout = ok(&["table", "allbut:1,2", "-g", "-u", "60", "-q"]);
    assert_eq!(
        stdout.lines().last(),
        Some("conjectured: arithmetic period 3 from 0, saltus 1, seen over 0..=60")
    );
    let stdout = ok(&["table", "take:is_prime_power(t)", "-u", "60"]);
    assert!(stdout.contains("\n 0 | P N N N N N P N N N N N P N N N N N P N\n"));
    assert_eq!(
        stdout.lines().last(),
        Some("conjectured: period 6 from 0, seen over 0..=60")
    );
    let stdout = ok(&[
        "table",
        "take:t == max_digit(n) || t == min_nonzero_digit(n)",
        "-u",
        "20",
        "-g",
    ]);
    assert!(stdout.contains("\n10 | 0 1 2 1 2 1 2 1 2 1\n"), "{stdout}");
}

#[test]
fn rule_prints_a_function_and_says_whether_it_is_proven() {
    let stdout = ok(&["rule", "0.77", "--grundy", "--upto", "300"]);
    assert!(stdout.contains("PROVEN (Guy-Smith criterion"), "{stdout}");
    assert!(
        stdout.contains("pub fn grundy(n: u64) -> u16 {"),
        "{stdout}"
    );
    assert!(stdout.contains("const PRE: [u16; 71] = ["), "{stdout}");
    assert!(stdout.contains("const CYCLE: [u16; 12] = ["), "{stdout}");
    let stdout = ok(&["rule", "hdu7287", "-p", "k=3", "-g", "-u", "100", "--cpp"]);
    assert!(stdout.contains("CONJECTURED, not proven"), "{stdout}");
    assert!(
        stdout.contains("inline std::uint16_t grundy(std::uint64_t n) {"),
        "{stdout}"
    );
    let stdout = ok(&["rule", "p4018", "-u", "100"]);
    assert!(stdout.contains("pub fn first_player_wins(n: u64) -> bool {"));
    assert!(stdout.contains("b\"PNNNNN\""), "{stdout}");
}

#[test]
fn rule_refuses_a_table_without_a_period() {
    let err = refused(&["rule", "take:is_prime(t)", "--upto", "200"]);
    assert_eq!(
        err,
        "error: no period up to 200 in the win/lose table of take:is_prime(t), so there is no \
         rule to print; a longer --upto may show one (`lab table` prints the values)\n"
    );
    refused(&["rule", "0.007", "--grundy", "--upto", "300"]);
    refused(&["rule", "p4018", "--upto", "1000000000"]);
}

#[test]
fn verify_rule_checks_a_formula_against_the_table() {
    let out = lab(&["verify", "p4018", "--rule", "n % 6 != 0", "--upto", "3000"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "p4018-prime-power-stones, n in 0..=3000: --rule `n % 6 != 0` (win/lose) against the \
         table\n3001 positions, all agree\n"
    );
    let out = lab(&["verify", "sub:1,2,3,4", "--rule", "n % 5"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).ends_with("1001 positions, all agree\n"));
    // Kayles is no subtraction game: a wrong guess is refuted at its first wrong position.
    let out = lab(&["verify", "0.77", "--rule", "n % 3", "-u", "100"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout).lines().last(),
        Some(
            "disagreement at n = 3: the rule gives 0, the table gives 3 (3 positions agreed \
             before it)"
        )
    );
    let out = lab(&["verify", "take:t <= 3", "--rule", "n % 4 == 0", "-u", "10"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout).lines().last(),
        Some("disagreement at n = 0: the rule gives N, the table gives P (0 positions agreed before it)")
    );
    let out = lab(&[
        "verify",
        "hdu7287",
        "-p",
        "k=3",
        "--rule",
        "n % 14 == 5",
        "-u",
        "50",
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
}

#[test]
fn bad_definitions_and_formulas_are_refused_with_the_reason() {
    let err = refused(&["table", "0.8x"]);
    assert_eq!(
        err,
        "error: bad take-and-break code \"0.8x\": 'x' after the point is not a hexadecimal \
         digit (expected d0.d1d2..., e.g. 0.77 or 4.007; digits 0-9, A-F)\n"
    );
    let err = refused(&["rule", "0.8x"]);
    assert!(err.contains("'x' after the point"), "{err}");
    let err = refused(&["verify", "0.8x", "--rule", "n % 2"]);
    assert!(err.contains("'x' after the point"), "{err}");
    let err = refused(&["table", "sub:1,two"]);
    assert_eq!(
        err,
        "error: bad subtraction set `sub:1,two`: `two` is not a positive integer (expected \
         sub:1,2,5)\n"
    );
    refused(&["table", "allbut:0"]);
    let err = refused(&["table", "take:is_prime(t"]);
    assert!(
        err.starts_with("error: bad rule `take:is_prime(t`: "),
        "{err}"
    );
    let err = refused(&["table", "take:t <= k"]);
    assert!(err.contains("Undefined variable: k"), "{err}");
    let err = refused(&["table", "take:t + 1", "-u", "5"]);
    assert!(err.contains("must be true or false"), "{err}");
    // Overflow is an error naming the operation, the shifts' too (rhai's `1 << 64` is 0).
    let err = refused(&["table", "take:(1 << 64) > t", "-u", "5"]);
    assert_eq!(
        err,
        "error: the rule `take:(1 << 64) > t` fails at t = 1: Shift overflow: 1 << 64 (line 1, \
         position 4)\n"
    );
    let err = refused(&["table", "frob:1"]);
    assert!(err.contains("unknown kind of definition `frob:`"), "{err}");
    let err = refused(&["table", "0.77", "-p", "k=3"]);
    assert!(err.contains("has no parameters"), "{err}");
    let err = refused(&["verify", "0.77", "--rule", "n %"]);
    assert!(err.starts_with("error: bad --rule `n %`: "), "{err}");
    let err = refused(&["verify", "0.77", "--rule", "t"]);
    assert!(err.contains("Undefined variable: t"), "{err}");
    let err = refused(&["verify", "0.77", "--rule", "10 / n"]);
    assert!(err.contains("fails at n = 0"), "{err}");
    let err = refused(&["verify", "0.77", "--rule", "if n < 5 { n != 0 } else { 1 }"]);
    assert!(
        err.contains("a boolean at n = 0 but an integer at n = 5"),
        "{err}"
    );
    let err = refused(&["verify", "p4018", "--rule", "n % 6"]);
    assert!(err.contains("has only win/lose values"), "{err}");
    let err = refused(&["verify", "0.77"]);
    assert!(err.contains("no fast solver"), "{err}");
    // No --upto limit for definitions, but memory: an impossible table is refused up front.
    let err = refused(&["table", "take:t < 3", "-u", "1000000000000000"]);
    assert!(
        err.contains("positions needs 909.5 TiB, more than the "),
        "{err}"
    );
    let err = refused(&["table", "0.77", "-u", "1000000000000000", "-q"]);
    assert!(
        err.contains("positions needs 2728.5 TiB, more than the "),
        "{err}"
    );
    let err = refused(&["plot", "0.77", "-o", "/dev/null"]);
    assert!(err.contains("one-heap game"), "{err}");
}

#[test]
fn help_documents_the_definitions() {
    let stdout = ok(&["--help"]);
    for needle in [
        "sub:1,2,5",
        "allbut:1,2",
        "take:EXPR",
        "is_prime_power(x)",
        "0.77",
    ] {
        assert!(stdout.contains(needle), "{needle}: {stdout}");
    }
    let stdout = ok(&["list"]);
    assert!(stdout.contains("take:EXPR"), "{stdout}");
}

/// `lab __measure` charges the measured program with its own memory, not with that of the
/// process that asked: this test holds 256 MiB while it measures `head`, which needs a few.
#[test]
fn a_measured_program_is_not_charged_with_the_callers_memory() {
    let held = vec![1u8; 256 << 20];
    let lab = std::path::Path::new(env!("CARGO_BIN_EXE_lab"));
    let m = lab::stress::measure(lab, std::path::Path::new("head"), b"abcdef").unwrap();
    assert_eq!((m.code, m.output_bytes), (Some(0), 6));
    assert!(
        (1..32 << 10).contains(&m.max_rss_kib),
        "{} KiB charged to head while this test held {} MiB",
        m.max_rss_kib,
        std::hint::black_box(&held).len() >> 20
    );
    let m = lab::stress::measure(lab, std::path::Path::new("false"), b"").unwrap();
    assert_eq!(m.code, Some(1));
}

/// A code whose values pass 16 bits: the table widens as it goes, with no panic text on
/// stderr (once the engine panicked and the lab caught it and started again in 32 bits).
/// Take 1 to 65 536 tokens: G(n) = n mod 65 537.
#[test]
#[ignore = "slow: 4·10^9 marks, seconds in release"]
fn a_code_whose_values_pass_16_bits_has_no_panic_text() {
    let code = format!("0.{}", "3".repeat(65_536));
    let out = lab(&[
        "table",
        &code,
        "--grundy",
        "--upto",
        "65540",
        "--columns",
        "1",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "");
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("\n65536 | 65536\n65537 |     0\n"),
        "{}",
        &stdout[stdout.len() - 200..]
    );
}

/// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
mod full {
    /// `stress --worst` on a problem with a C++ program runs each worst case through the
    /// release binary and through the C++ program, one line each (the times are not checked:
    /// the machine may be busy).
    #[test]
    #[ignore = "full: a release build of the problem, seconds"]
    fn worst_cases_run_through_the_cpp_program_too() {
        let (slug, _) = judge::cpp::sources()
            .into_iter()
            .next()
            .expect("a problem with a C++ program");
        let out = super::lab(&["stress", &slug, "--worst"]);
        let stdout = super::text(&out.stdout);
        assert!(out.status.code().is_some(), "{}", super::text(&out.stderr));
        let cpp_at = stdout
            .find(": the same through ")
            .unwrap_or_else(|| panic!("no C++ run: {stdout}"));
        let (rust, cpp) = stdout.split_at(cpp_at);
        let runs = |text: &str| {
            text.lines()
                .filter(|l| l.starts_with("ok ") || l.starts_with("OVER "))
                .count()
        };
        assert!(runs(rust) > 0, "{stdout}");
        assert_eq!(runs(rust), runs(cpp), "{stdout}");
        assert!(!cpp.contains("not as many as the Rust binary"), "{stdout}");
    }

    /// `stress --worst` on an interactive problem plays each worst case through the release
    /// binary against the problem's interactor, as the judge does: every case is won (fed as
    /// a plain input, the program would read the interactor's test as its answers and fail).
    #[test]
    #[ignore = "full: a release build of the problem, seconds"]
    fn worst_cases_of_an_interactive_problem_are_played_against_its_interactor() {
        let game = lab::registry::all()
            .into_iter()
            .find(|g| g.interactor.is_some() && g.worst_cases.is_some())
            .expect("an interactive problem with worst cases");
        let cases = (game.worst_cases.unwrap())().len();
        let out = super::lab(&["stress", game.slug, "--worst"]);
        let stdout = super::text(&out.stdout);
        assert!(out.status.success(), "{stdout}{}", super::text(&out.stderr));
        let won = stdout.lines().filter(|l| l.contains(": won, ")).count();
        assert_eq!(won, cases, "{stdout}");
    }
}

/// The subcommands `lab --help` lists (but clap's own `help`), read from its output so that a
/// new command is covered without editing this test.
fn subcommands() -> Vec<String> {
    let out = lab(&["--help"]);
    let text = text(&out.stdout);
    let list = text
        .split("Commands:\n")
        .nth(1)
        .expect("lab --help lists its commands");
    list.lines()
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

#[test]
fn every_command_answers_help_with_its_usage_and_an_example() {
    let commands = subcommands();
    assert!(commands.iter().any(|c| c == "table"), "{commands:?}");
    for flag in ["--help", "-h"] {
        let top = lab(&[flag]);
        assert_eq!(top.status.code(), Some(0), "lab {flag}");
        assert!(text(&top.stdout).contains("\nExample: lab "), "lab {flag}");
        for command in &commands {
            let out = lab(&[command, flag]);
            assert_eq!(out.status.code(), Some(0), "lab {command} {flag}");
            assert!(out.stderr.is_empty(), "lab {command} {flag}");
            let help = text(&out.stdout);
            assert!(
                help.contains(&format!("Usage: lab {command}")),
                "lab {command} {flag}: {help}"
            );
            assert!(
                help.contains(&format!("\nExample: lab {command} "))
                    || help.ends_with(&format!("Example: lab {command}\n")),
                "lab {command} {flag}: {help}"
            );
        }
    }
}
