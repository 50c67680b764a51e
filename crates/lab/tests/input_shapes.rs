//! Every problem declares its judge's input as shapes (`Game::input`, the descriptions of
//! `kit new --case`), and every sample of the problem is one of them: read whole by one of
//! the shapes, every token used, every number in its range. An interactive problem declares
//! none (its input depends on the program's answers).

use lab::registry::all;
use std::path::Path;

fn samples(slug: &str) -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata")
        .join(slug);
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    out.sort();
    out
}

#[test]
fn every_sample_of_every_problem_is_one_of_its_declared_shapes() {
    let mut checked = 0;
    for game in all() {
        let Some(input) = game.input else {
            assert!(
                game.interactor.is_some() || game.solve.is_none(),
                "{}: no input shape declared (`input` in src/study.rs)",
                game.slug
            );
            continue;
        };
        let shapes = input();
        assert!(!shapes.is_empty(), "{}: an empty list of shapes", game.slug);
        for (name, text) in samples(game.slug) {
            let text = text.trim_start_matches('\u{feff}');
            let errors: Vec<String> = shapes
                .iter()
                .filter_map(|s| {
                    s.read_input(text)
                        .err()
                        .map(|e| format!("{:?}: {e}", s.layout))
                })
                .collect();
            assert!(
                errors.len() < shapes.len(),
                "{}/{name} is none of its declared shapes: {}",
                game.slug,
                errors.join("; ")
            );
            checked += 1;
        }
    }
    assert!(checked > 0);
}

/// A shape that says one token too few per case is caught on a real sample.
#[test]
fn a_wrong_declaration_is_caught() {
    use study::contract::Layout;
    use study::shape::Shape;
    let nim = samples("p2197-nim");
    let wrong = Shape::parse(Layout::Cases, "n a[n-1]").unwrap();
    assert!(nim.iter().any(|(_, text)| wrong.read_input(text).is_err()));
}
