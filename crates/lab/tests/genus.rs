//! `lab genus` end to end: the table of genus symbols, the summary line, and refusals (one
//! line on stderr, status 2, nothing on stdout).

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

#[test]
fn genus_prints_one_line_per_heap_and_where_tameness_ends() {
    let out = lab(&["genus", "0.77", "--upto", "9"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].starts_with("0.77: genus g^{γ0γ1...} of one heap of n = 0..=9"));
    assert_eq!(
        lines[1..],
        [
            "n  genus    tame",
            "0  0^{120}  tame",
            "1  1^{031}  tame",
            "2  2^{20}   tame",
            "3  3^{31}   tame",
            "4  1^{031}  tame",
            "5  4^{146}  wild",
            "6  3^{31}   wild (its options hold heap 5)",
            "7  2^{20}   wild (its options hold heap 5)",
            "8  1^{13}   wild (its options hold heap 5)",
            "9  4^{046}  wild",
            "wild from n = 5 (tame up to n = 4): sums of tame heaps play like misère Nim, the \
             others need a search",
        ]
    );
    let out = lab(&["genus", "sub:1,2,3", "-u", "100"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("\n 99  3^{31}   tame\n"), "{stdout}");
    assert!(stdout
        .lines()
        .last()
        .unwrap()
        .starts_with("tame up to n = 100: "));
    // Dawson's Kayles has a tame heap after its first wild one.
    let out = lab(&["genus", "0.07", "--upto", "12"]);
    let stdout = text(&out.stdout);
    assert!(
        stdout.ends_with(
            "wild from n = 10 (tame up to n = 9; tame again: 11): sums of tame heaps \
                          play like misère Nim, the others need a search\n"
        ),
        "{stdout}"
    );
}

#[test]
fn genus_refuses_bad_input_with_one_line_and_status_2() {
    for (args, expected) in [
        (&["genus", "arc137c"][..], "gives no moves"),
        (&["genus", "0.7x"][..], "bad take-and-break code"),
        (&["genus", "take:t +"][..], "take:"),
        (
            &["genus", "0.77", "--upto", "40", "--budget", "1000"][..],
            "needs more than 1000 stored sums",
        ),
    ] {
        let out = lab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = text(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(expected),
            "{args:?}: {err}"
        );
    }
}
