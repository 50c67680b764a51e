//! How much memory a command may have, and the refusal of what does not fit.
//!
//! Linux overcommits: a request for 24 GB of address space succeeds on a machine with 8 GB,
//! and the process is killed by the kernel when it touches the pages (after minutes of work).
//! So an allocation that succeeds says nothing; every table is sized before it is allocated
//! and checked against [`limit`], the smallest of
//!
//! - the memory the kernel can still give (`MemAvailable` in `/proc/meminfo`);
//! - the address-space limit (`ulimit -v`, `RLIMIT_AS`) less the address space in use;
//! - the cgroup's memory limit less its usage (cgroup v2 `memory.max`, v1
//!   `memory.limit_in_bytes`), when one is set;
//! - the budget of `--memory SIZE`, when given ([`set_budget`]).
//!
//! A request above it is refused with one line naming both sizes ([`check`]). What cannot be
//! read (another system) does not limit.
//!
//! Tested by the unit tests below (sizes parsed, the smallest limit wins, refusals name both
//! sizes) and by `tests/limits.rs`, which runs the lab under `ulimit -v` and `--memory`.

use crate::error::LabError;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// The `--memory` budget in bytes; 0 when none was given.
static BUDGET: AtomicU64 = AtomicU64::new(0);

/// Sets the `--memory` budget for the rest of the process.
pub fn set_budget(bytes: u64) {
    BUDGET.store(bytes, Ordering::Relaxed);
}

/// The `--positions` budget; 0 when none was given.
static POSITIONS: AtomicUsize = AtomicUsize::new(0);

/// What a position of a search by moves costs, in bytes, for the default budget: a multiset
/// state stored in a hash map or held as an option on the search stack is a vector (24 bytes)
/// with its components in an allocation of its own (32 bytes or more), plus the map's slot;
/// dense slots of one-heap positions cost 16 bytes, doubled while a table grows. Set so that
/// `lab value 0.77 100000 --misere` under `ulimit -v 2000000` stops at its budget instead of
/// failing an allocation (it failed at 64).
pub const BYTES_PER_POSITION: u64 = 160;

/// Sets the `--positions` budget for the rest of the process.
///
/// # Errors
/// Zero, or more positions than the memory limit holds at [`BYTES_PER_POSITION`] each.
pub fn set_positions(n: usize) -> Result<(), LabError> {
    if n == 0 {
        return Err(LabError::BadOption("--positions must be at least 1".into()));
    }
    check(
        n as u128 * u128::from(BYTES_PER_POSITION),
        &format!("--positions {n} (at {BYTES_PER_POSITION} bytes each)"),
    )?;
    POSITIONS.store(n, Ordering::Relaxed);
    Ok(())
}

/// The budget of a search by moves, in positions: `--positions`, else what the memory limit
/// holds at [`BYTES_PER_POSITION`] each (at least 1000).
pub fn positions() -> usize {
    match POSITIONS.load(Ordering::Relaxed) {
        0 => usize::try_from(limit().bytes / BYTES_PER_POSITION)
            .unwrap_or(usize::MAX)
            .max(1000),
        n => n,
    }
}

/// A limit on memory and what sets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    /// Bytes.
    pub bytes: u64,
    /// What sets it: "available memory", "ulimit -v", "the cgroup's limit", "--memory".
    pub by: &'static str,
}

/// The memory a command may still allocate: the smallest of the limits in the module
/// documentation, read now. `u64::MAX` (by "nothing") when none can be read.
pub fn limit() -> Limit {
    let mut candidates = vec![Limit {
        bytes: u64::MAX,
        by: "nothing",
    }];
    if let Some(kib) = meminfo_kib("MemAvailable:") {
        candidates.push(Limit {
            bytes: kib.saturating_mul(1024),
            by: "available memory (MemAvailable)",
        });
    }
    if let Some(bytes) = address_space_left() {
        candidates.push(Limit {
            bytes,
            by: "the address-space limit (ulimit -v)",
        });
    }
    if let Some(bytes) = cgroup_left() {
        candidates.push(Limit {
            bytes,
            by: "the cgroup's memory limit",
        });
    }
    match BUDGET.load(Ordering::Relaxed) {
        0 => {}
        bytes => candidates.push(Limit {
            bytes,
            by: "--memory",
        }),
    }
    smallest(&candidates)
}

/// The smallest of `limits` (the first of equals).
fn smallest(limits: &[Limit]) -> Limit {
    let mut best = limits[0];
    for l in &limits[1..] {
        if l.bytes < best.bytes {
            best = *l;
        }
    }
    best
}

/// Refuses `bytes` (of `what`, e.g. "a table of 12000000001 positions") when they exceed the
/// [`limit`], in one line naming both.
///
/// # Errors
/// [`LabError::BadOption`] when `bytes` is above the limit.
pub fn check(bytes: u128, what: &str) -> Result<(), LabError> {
    check_against(bytes, what, limit())
}

fn check_against(bytes: u128, what: &str, limit: Limit) -> Result<(), LabError> {
    if bytes <= u128::from(limit.bytes) {
        return Ok(());
    }
    Err(LabError::BadOption(format!(
        "{what} needs {}, more than the {} allowed by {}; ask for less, or free memory",
        shown(bytes),
        shown(u128::from(limit.bytes)),
        limit.by
    )))
}

/// A size for people: bytes, KiB, MiB, GiB or TiB with one decimal above KiB.
pub fn shown(bytes: u128) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return format!("{bytes} bytes");
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

/// A `--memory` size: a number of bytes with an optional suffix K, M, G or T (powers of 1024,
/// an optional `B` or `iB` after it, any case): `2G`, `512M`, `1.5GiB`.
///
/// # Errors
/// Anything else, or zero.
pub fn parse_size(text: &str) -> Result<u64, LabError> {
    let bad = || {
        LabError::BadOption(format!(
            "--memory must be a size such as 2G, 512M or 1.5GiB (got `{text}`)"
        ))
    };
    let lower = text.trim().to_ascii_lowercase();
    let unitless = lower
        .strip_suffix("ib")
        .or_else(|| lower.strip_suffix('b'))
        .unwrap_or(&lower);
    let (number, shift) = match unitless.chars().last() {
        Some('k') => (&unitless[..unitless.len() - 1], 10),
        Some('m') => (&unitless[..unitless.len() - 1], 20),
        Some('g') => (&unitless[..unitless.len() - 1], 30),
        Some('t') => (&unitless[..unitless.len() - 1], 40),
        _ => (unitless, 0),
    };
    let value: f64 = number.trim().parse().map_err(|_| bad())?;
    let bytes = value * (1u64 << shift) as f64;
    if !bytes.is_finite() || bytes < 1.0 || bytes >= u64::MAX as f64 {
        return Err(bad());
    }
    Ok(bytes as u64)
}

/// A value in kB from `/proc/meminfo` (`key` with its colon).
fn meminfo_kib(key: &str) -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    field_kib(&text, key)
}

/// The number after `key` on its line of `text`, in kB (`/proc` files).
fn field_kib(text: &str, key: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with(key))?;
    line[key.len()..].split_whitespace().next()?.parse().ok()
}

/// `RLIMIT_AS` less the address space this process has mapped, when a limit is set.
fn address_space_left() -> Option<u64> {
    let mut rl = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes into the struct it is given.
    if unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut rl) } != 0
        || rl.rlim_cur == libc::RLIM_INFINITY
    {
        return None;
    }
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let used = field_kib(&status, "VmSize:")?.saturating_mul(1024);
    Some(rl.rlim_cur.saturating_sub(used))
}

/// The cgroup's memory limit less its usage, when a limit is set (cgroup v2, else v1).
fn cgroup_left() -> Option<u64> {
    let groups = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let read =
        |path: String| -> Option<u64> { std::fs::read_to_string(path).ok()?.trim().parse().ok() };
    for line in groups.lines() {
        let mut fields = line.splitn(3, ':');
        let (_, controllers, path) = (fields.next()?, fields.next()?, fields.next()?);
        let (limit, usage) = if controllers.is_empty() {
            let dir = format!("/sys/fs/cgroup{path}");
            (
                read(format!("{dir}/memory.max")),
                read(format!("{dir}/memory.current")),
            )
        } else if controllers.split(',').any(|c| c == "memory") {
            // The group's own directory, or the mount's root when it is the group (a
            // container sees its group there).
            let dirs = [
                format!("/sys/fs/cgroup/memory{path}"),
                "/sys/fs/cgroup/memory".to_string(),
            ];
            let dir = dirs.iter().find(|d| std::path::Path::new(d).is_dir())?;
            (
                read(format!("{dir}/memory.limit_in_bytes")),
                read(format!("{dir}/memory.usage_in_bytes")),
            )
        } else {
            continue;
        };
        // "max" (v2) does not parse; v1 says "no limit" with a number near 2^63.
        if let Some(limit) = limit.filter(|&l| l < 1 << 62) {
            return Some(limit.saturating_sub(usage.unwrap_or(0)));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_in_powers_of_1024() {
        assert_eq!(parse_size("2G").unwrap(), 2 << 30);
        assert_eq!(parse_size("512m").unwrap(), 512 << 20);
        assert_eq!(parse_size("1.5GiB").unwrap(), 3 << 29);
        assert_eq!(parse_size("64KB").unwrap(), 64 << 10);
        assert_eq!(parse_size("1000").unwrap(), 1000);
        for bad in ["", "G", "0", "-1G", "2X", "1e30T"] {
            assert!(parse_size(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_smallest_limit_wins_and_refusals_name_both_sizes() {
        let limits = [
            Limit {
                bytes: u64::MAX,
                by: "nothing",
            },
            Limit {
                bytes: 8 << 30,
                by: "available memory (MemAvailable)",
            },
            Limit {
                bytes: 2 << 30,
                by: "--memory",
            },
            Limit {
                bytes: 4 << 30,
                by: "the address-space limit (ulimit -v)",
            },
        ];
        let l = smallest(&limits);
        assert_eq!(l.by, "--memory");
        assert!(check_against(2 << 30, "a table", l).is_ok());
        let err = check_against(3 << 30, "a table of 10 positions", l).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a table of 10 positions needs 3.0 GiB, more than the 2.0 GiB allowed by --memory; \
             ask for less, or free memory"
        );
        assert_eq!(shown(1536), "1.5 KiB");
        assert_eq!(shown(5), "5 bytes");
    }

    #[test]
    fn this_machine_has_a_limit_below_nothing() {
        // Linux has /proc/meminfo: the limit is read, and it is a real size.
        if std::path::Path::new("/proc/meminfo").exists() {
            let l = limit();
            assert_ne!(l.by, "nothing");
            assert!(l.bytes > 0 && l.bytes < u64::MAX);
        }
    }
}
