//! The workspace as `cargo metadata --offline` describes it: its members, every package of the
//! resolved dependency graph and the graph's edges. Offline, so bundling never touches the
//! network.

use anyhow::{anyhow, bail, Context, Result};
use serde_json::Value;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A build target of a package.
#[derive(Debug, Clone)]
pub struct Target {
    pub name: String,
    pub kinds: Vec<String>,
    pub src_path: PathBuf,
}

/// A package of the resolved graph.
#[derive(Debug, Clone)]
pub struct Package {
    pub id: String,
    pub name: String,
    pub version: String,
    pub description: Option<String>,
    pub manifest_path: PathBuf,
    pub targets: Vec<Target>,
    /// `[package.metadata.bundle] never = true`: a workspace crate for tools and tests (the
    /// lab's `study` descriptors) that a submission never contains.
    pub never_bundled: bool,
}

impl Package {
    /// The library target, if any.
    pub fn lib(&self) -> Option<&Target> {
        self.targets
            .iter()
            .find(|t| t.kinds.iter().any(|k| k == "lib" || k == "rlib"))
    }

    /// The binary targets.
    pub fn bins(&self) -> impl Iterator<Item = &Target> {
        self.targets
            .iter()
            .filter(|t| t.kinds.iter().any(|k| k == "bin"))
    }

    /// The directory holding `Cargo.toml`.
    pub fn dir(&self) -> &Path {
        self.manifest_path.parent().unwrap_or(Path::new("."))
    }
}

/// A normal (not dev, not build) dependency edge: the name the code uses, and the package.
#[derive(Debug, Clone)]
pub struct Dep {
    pub name: String,
    pub package: String,
}

/// The workspace: its packages and their resolved dependencies.
#[derive(Debug, Clone)]
pub struct Workspace {
    pub root: PathBuf,
    pub target_dir: PathBuf,
    packages: HashMap<String, Package>,
    members: Vec<String>,
    deps: HashMap<String, Vec<Dep>>,
    features: HashMap<String, Vec<String>>,
}

/// The host's target triple, from `rustc -vV`.
fn host_triple() -> Result<String> {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let out = Command::new(rustc)
        .arg("-vV")
        .output()
        .context("cannot run `rustc -vV`")?;
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("host: "))
        .map(|h| h.trim().to_string())
        .ok_or_else(|| anyhow!("`rustc -vV` names no host"))
}

fn str_field(v: &Value, key: &str) -> Option<String> {
    v[key].as_str().map(str::to_string)
}

fn need_str(v: &Value, key: &str) -> Result<String> {
    str_field(v, key).ok_or_else(|| anyhow!("cargo metadata: missing `{key}`"))
}

impl Workspace {
    /// Runs `cargo metadata --offline` in `dir` (any directory of the workspace).
    pub fn load(dir: &Path) -> Result<Workspace> {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        // Only this machine's packages: cargo never downloaded other platforms' ones.
        let out = Command::new(cargo)
            .current_dir(dir)
            .args(["metadata", "--offline", "--format-version", "1"])
            .args(["--filter-platform", &host_triple()?])
            .output()
            .context("cannot run `cargo metadata`")?;
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            let first = err
                .lines()
                .find(|l| l.contains("error"))
                .unwrap_or("(no message)");
            bail!(
                "`cargo metadata --offline` failed: {} (a missing dependency? run `cargo fetch` once)",
                first.trim()
            );
        }
        Workspace::from_json(&String::from_utf8_lossy(&out.stdout))
    }

    /// Reads the JSON printed by `cargo metadata --format-version 1`.
    pub fn from_json(json: &str) -> Result<Workspace> {
        let v: Value = serde_json::from_str(json).context("cargo metadata: invalid JSON")?;
        let mut packages = HashMap::new();
        for p in v["packages"].as_array().into_iter().flatten() {
            let targets = p["targets"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|t| {
                    Ok(Target {
                        name: need_str(t, "name")?,
                        kinds: t["kind"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .filter_map(|k| k.as_str().map(str::to_string))
                            .collect(),
                        src_path: need_str(t, "src_path")?.into(),
                    })
                })
                .collect::<Result<Vec<_>>>()?;
            let package = Package {
                id: need_str(p, "id")?,
                name: need_str(p, "name")?,
                version: need_str(p, "version")?,
                description: str_field(p, "description"),
                manifest_path: need_str(p, "manifest_path")?.into(),
                targets,
                never_bundled: p["metadata"]["bundle"]["never"].as_bool() == Some(true),
            };
            packages.insert(package.id.clone(), package);
        }
        let members = v["workspace_members"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|m| m.as_str().map(str::to_string))
            .collect();
        let mut deps = HashMap::new();
        let mut features = HashMap::new();
        for node in v["resolve"]["nodes"].as_array().into_iter().flatten() {
            let id = need_str(node, "id")?;
            let normal: Vec<Dep> = node["deps"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|d| {
                    d["dep_kinds"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .any(|k| k["kind"].is_null())
                })
                .map(|d| {
                    Ok(Dep {
                        name: need_str(d, "name")?,
                        package: need_str(d, "pkg")?,
                    })
                })
                .collect::<Result<_>>()?;
            let f: Vec<String> = node["features"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|f| f.as_str().map(str::to_string))
                .collect();
            deps.insert(id.clone(), normal);
            features.insert(id, f);
        }
        Ok(Workspace {
            root: need_str(&v, "workspace_root")?.into(),
            target_dir: need_str(&v, "target_directory")?.into(),
            packages,
            members,
            deps,
            features,
        })
    }

    /// The workspace member named `name`.
    pub fn member(&self, name: &str) -> Option<&Package> {
        self.members
            .iter()
            .filter_map(|id| self.packages.get(id))
            .find(|p| p.name == name)
    }

    /// The names of the workspace members that have a binary, sorted.
    pub fn members_with_binaries(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .members
            .iter()
            .filter_map(|id| self.packages.get(id))
            .filter(|p| p.bins().next().is_some())
            .map(|p| p.name.clone())
            .collect();
        names.sort();
        names
    }

    /// Whether the package `id` is a member of the workspace (not from a registry, git or a
    /// path outside it).
    pub fn is_member(&self, id: &str) -> bool {
        self.members.iter().any(|m| m == id)
    }

    /// A package by id.
    pub fn package(&self, id: &str) -> Result<&Package> {
        self.packages
            .get(id)
            .ok_or_else(|| anyhow!("cargo metadata: unknown package {id}"))
    }

    /// The normal dependencies of a package, by the names its code uses.
    pub fn deps(&self, id: &str) -> &[Dep] {
        self.deps.get(id).map_or(&[], Vec::as_slice)
    }

    /// The features cargo enables for a package.
    pub fn features(&self, id: &str) -> &[String] {
        self.features.get(id).map_or(&[], Vec::as_slice)
    }
}
