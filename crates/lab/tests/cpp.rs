//! The C++ programs (`crates/<slug>/cpp/<slug>.cpp`, for judges that take no Rust) against
//! their problem's `solve` on the problem's own random judge inputs, as `lab stress` runs them:
//! every input the generator makes must get the same answer from both.

use lab::registry;
use study::Silent;

#[test]
fn every_cpp_program_answers_the_random_inputs_as_solve_does() {
    every_cpp_program_answers_random_inputs_as_solve_does(12);
}

/// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
mod full {
    #[test]
    #[ignore = "full: 100 random inputs per C++ program, seconds"]
    fn every_cpp_program_answers_100_random_inputs_as_solve_does() {
        super::every_cpp_program_answers_random_inputs_as_solve_does(100);
    }
}

/// `inputs` random judge inputs per program (each of several cases where the layout has them).
fn every_cpp_program_answers_random_inputs_as_solve_does(inputs: u64) {
    let mut checked = Vec::new();
    for game in registry::all() {
        let cpp = judge::cpp::Program::for_problem(game.slug).unwrap_or_else(|e| panic!("{e}"));
        let Some(cpp) = cpp else { continue };
        let report = game.stress_against(inputs, 1, &mut Silent, &mut |input| cpp.answer(input));
        assert!(
            report.failure.is_none(),
            "{}: {}",
            game.slug,
            report.summary_as("solve", "C++")
        );
        checked.push(game.slug);
    }
    // Every cpp/ folder belongs to a registered problem, so none was skipped.
    assert_eq!(checked.len(), judge::cpp::sources().len(), "{checked:?}");
}
