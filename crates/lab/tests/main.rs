//! The integration tests of `lab`, one test binary with a module per file: one link instead
//! of 5, and their tests share the cores instead of running one binary after another.

mod cli;
mod compound;
mod cpp;
mod data_files;
mod definitions;
mod genus;
mod grid_rule;
mod guess;
mod input_shapes;
mod known_answers;
mod limits;
mod loopy;
mod moves;
mod partizan;
mod properties;
mod rule_source;
mod rules_cli;
mod rules_files;
mod shapes;

/// Every multiset of at most `parts` heaps of `0..=top` (each in increasing order), from the
/// empty one up, layer by layer: the sums that the genus and rules-file tests search.
fn multisets(top: u64, parts: usize) -> Vec<Vec<u64>> {
    (0..=parts)
        .flat_map(|count| study::verify::heap_multisets(count, 0, top))
        .collect()
}
