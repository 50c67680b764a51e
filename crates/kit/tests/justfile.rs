//! The justfile hands every argument to its command as typed: `just lab verify p4018 --rule
//! 'n % 6 != 0'` must not reach the shell as text (where `%` or `>` would split or redirect it).
//!
//! CI has no `just`, so this test does what just does with a recipe (as documented for just
//! 1.x): without `set positional-arguments`, `{{name}}` in a recipe's body is replaced by the
//! argument's text (a variadic one's values joined by spaces) and each line runs with `sh -c`;
//! with it, the values are also the shell's `$1`, `$2`, ... (`$0` the recipe's name). Every
//! recipe that takes arguments is run so through bash with a `cargo` (and `bash`) that prints
//! what it was given, on awkward values (`%`, `>`, quotes, `$(...)`, spaces, an empty one): each
//! value must arrive as one whole argument (or, for a file read with `<`, its contents as
//! input), and no file may appear in the working folder.

use std::path::Path;
use std::process::{Command, Stdio};

/// A recipe: its name, its parameters (name, variadic) and its body lines.
struct Recipe {
    name: String,
    params: Vec<(String, bool)>,
    body: Vec<String>,
}

/// The recipes of a justfile (enough of its grammar for this one: a header `name params:`
/// at the start of a line, then indented body lines).
fn recipes(text: &str) -> Vec<Recipe> {
    let mut out: Vec<Recipe> = Vec::new();
    for line in text.lines() {
        if line.starts_with([' ', '\t']) {
            if let Some(r) = out.last_mut() {
                r.body.push(line.trim_start().to_string());
            }
            continue;
        }
        if line.starts_with('#') || line.starts_with("set ") || line.trim().is_empty() {
            continue;
        }
        let Some((head, _)) = line.split_once(':') else {
            continue;
        };
        let mut words = head.split_whitespace();
        let name = words.next().unwrap().to_string();
        let params = words
            .map(|w| {
                let variadic = w.starts_with(['*', '+']);
                let w = w.trim_start_matches(['*', '+']);
                let name = w.split('=').next().unwrap().to_string();
                (name, variadic)
            })
            .collect();
        out.push(Recipe {
            name,
            params,
            body: Vec::new(),
        });
    }
    out
}

/// The recipe's body for `values` as just would run it: the scripts (`sh -c` per line, or
/// the whole body after a `#!` line) and the positional arguments.
fn scripts(
    recipe: &Recipe,
    values: &[Vec<String>],
    positional: bool,
) -> (Vec<String>, Vec<String>) {
    let mut body = Vec::new();
    for line in &recipe.body {
        let mut line = line.trim_start_matches('@').to_string();
        for ((name, _), value) in recipe.params.iter().zip(values) {
            line = line.replace(&format!("{{{{{name}}}}}"), &value.join(" "));
        }
        body.push(line);
    }
    let args = if positional {
        values.concat()
    } else {
        Vec::new()
    };
    if body.first().is_some_and(|l| l.starts_with("#!")) {
        (vec![body[1..].join("\n")], args)
    } else {
        (body, args)
    }
}

const AWKWARD: [&str; 5] = [
    "n % 6 != 0",
    "take:is_prime(t)",
    "n > 5",
    "a'b\"c $(touch pwned) `touch pwned2` *",
    "--upto",
];

#[test]
fn every_argument_reaches_its_command_whole() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let text = std::fs::read_to_string(root.join("justfile")).unwrap();
    let positional = text.lines().any(|l| l.trim() == "set positional-arguments");
    let recipes = recipes(&text);
    let with_params: Vec<&Recipe> = recipes.iter().filter(|r| !r.params.is_empty()).collect();
    assert!(with_params.iter().any(|r| r.name == "lab"), "no recipe lab");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("in put 'x'.txt");
    std::fs::write(&file, "the file's contents").unwrap();
    let file = file.to_str().unwrap().to_string();
    let mut failures = Vec::new();
    for recipe in with_params {
        // A value for each parameter: the file for `file`, the awkward ones for a variadic
        // parameter, and each fixed parameter one awkward value.
        let values: Vec<Vec<String>> = recipe
            .params
            .iter()
            .enumerate()
            .map(|(i, (name, variadic))| match (name.as_str(), variadic) {
                ("file", _) => vec![file.clone()],
                (_, true) => AWKWARD
                    .iter()
                    .map(|s| s.to_string())
                    .chain([String::new()])
                    .collect(),
                _ => vec![AWKWARD[i % AWKWARD.len()].to_string()],
            })
            .collect();
        let (scripts, args) = scripts(recipe, &values, positional);
        let mut given: Vec<String> = Vec::new();
        for script in scripts {
            let stub = "cargo() { printf '%s\\0' \"$@\"; cat; }; bash() { cargo \"$@\"; }\n";
            let out = Command::new("bash")
                .arg("-c")
                .arg(format!("{stub}{script}"))
                .arg(&recipe.name)
                .args(&args)
                .current_dir(dir.path())
                .stdin(Stdio::null())
                .output()
                .unwrap();
            if !out.status.success() {
                failures.push(format!(
                    "{}: `{script}` failed: {}",
                    recipe.name,
                    String::from_utf8_lossy(&out.stderr).trim()
                ));
            }
            given.extend(
                String::from_utf8_lossy(&out.stdout)
                    .split('\0')
                    .map(str::to_string),
            );
        }
        for value in values.concat() {
            let arrived = if value == file {
                given.iter().any(|g| g.contains("the file's contents"))
            } else {
                given.contains(&value)
            };
            if !arrived {
                failures.push(format!(
                    "{}: {value:?} did not arrive as one argument (got {given:?})",
                    recipe.name
                ));
            }
        }
        // The argument list ends with the variadic values, in order.
        if let Some(i) = recipe.params.iter().position(|p| p.1) {
            let tail = &values[i];
            let last = given.len().saturating_sub(1);
            let at = last.saturating_sub(tail.len());
            if given.get(at..last) != Some(tail.as_slice()) {
                failures.push(format!(
                    "{}: the arguments {tail:?} out of order: {given:?}",
                    recipe.name
                ));
            }
        }
    }
    let stray: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with("in put"))
        .collect();
    if !stray.is_empty() {
        failures.push(format!("files made by the shell: {stray:?}"));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
