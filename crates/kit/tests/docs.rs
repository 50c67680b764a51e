//! The console examples of the README and the guide (`docs/*.md`) that run `kit`, run by trycmd
//! against this package's binary from the repository's root (the other programs' examples,
//! `kit::readme::PROGRAMS`, are skipped here and run by their own packages' tests); and every relative link of those pages names a
//! file that exists.

use std::path::Path;

mod support {
    pub mod docs;
}

#[test]
fn every_kit_example_of_the_docs_runs() {
    let root = kit::workspace_root(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("the root");
    std::env::set_current_dir(&root).expect("cd to the repository's root");
    support::docs::run_examples("kit", Path::new(env!("CARGO_BIN_EXE_kit")), &root);
}

/// The relative links of `page`'s Markdown (`[text](target)`), without their `#anchor`.
fn relative_links(page: &str) -> Vec<String> {
    let mut links = Vec::new();
    let mut rest = page;
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        let Some(end) = rest.find(')') else { break };
        let target = &rest[..end];
        let path = target.split('#').next().unwrap_or("");
        if !path.is_empty() && !target.contains("://") && !target.contains(' ') {
            links.push(path.to_string());
        }
        rest = &rest[end..];
    }
    links
}

#[test]
fn every_relative_link_of_the_docs_names_a_file_that_exists() {
    let root = kit::workspace_root(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("the root");
    let mut broken = Vec::new();
    for page in kit::readme::pages(&root).expect("docs/ is readable") {
        let text = std::fs::read_to_string(&page).expect("a readable page");
        let dir = page.parent().expect("a page's folder");
        for link in relative_links(&text) {
            if !dir.join(&link).exists() {
                broken.push(format!("{}: {link}", page.display()));
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}
