//! The binary on every sample of `testdata/usst-stone-doubling`, whole and cut short by its last
//! token: under both input layouts a cut input must fail (non-zero exit, a message on stderr,
//! nothing on stdout), except the one documented ambiguity, `1 n` on one line.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn run(input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_usst-stone-doubling"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the binary");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn assert_rejected(input: &str) {
    let out = run(input);
    assert!(
        !out.status.success() && out.stdout.is_empty() && !out.stderr.is_empty(),
        "input {input:?} was not rejected: {out:?}"
    );
}

#[test]
fn every_sample_cut_by_its_last_token_is_rejected() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/usst-stone-doubling");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension() != Some("in".as_ref()) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let whole = run(&text);
        assert!(whole.status.success(), "{}: {whole:?}", path.display());
        assert_eq!(
            String::from_utf8_lossy(&whole.stdout)
                .split_whitespace()
                .count(),
            text.split_whitespace().count() / 2,
            "{}: one answer per case",
            path.display()
        );

        // Cut keeping the line breaks, as a file that ends early would.
        let kept = text.trim_end();
        let cut = &kept[..kept.rfind(char::is_whitespace).map_or(0, |i| i + 1)];
        assert_rejected(cut);

        // Cut and joined on one line, as the shared judge does.
        let tokens: Vec<&str> = text.split_whitespace().collect();
        let joined = tokens[..tokens.len() - 1].join(" ");
        if tokens.len() == 3 && tokens[0] == "1" {
            // `1 n k` cut to `1 n` is a valid single case: pile 1, target n.
            assert!(run(&joined).status.success(), "{joined:?}");
        } else {
            assert_rejected(&joined);
        }
        checked += 1;
    }
    assert!(checked >= 14, "only {checked} samples found");
}

#[test]
fn malformed_inputs_are_rejected() {
    for input in [
        "",
        "x\n",
        "0\n",
        "1\n6 13 7\n",
        "1\n-1 5\n",
        "2\n1 10\n",
        "6 13 7",
    ] {
        assert_rejected(input);
    }
}
