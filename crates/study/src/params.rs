//! A game's parameters: their names, defaults and allowed ranges, and `NAME=VALUE` parsing.

/// One parameter of a game, such as `k` in "take at most k stones".
#[derive(Debug, Clone, Copy)]
pub struct ParamSpec {
    /// The name used on the command line (`--param NAME=VALUE`).
    pub name: &'static str,
    /// What it means, in a few words.
    pub meaning: &'static str,
    /// The value used when none is given.
    pub default: u64,
    /// The smallest allowed value.
    pub min: u64,
    /// The largest allowed value (kept small enough for the lab's tables and brute forces).
    pub max: u64,
}

impl ParamSpec {
    /// `name in min..=max`, as shown in messages and in `lab list`.
    pub fn range_text(&self) -> String {
        format!("{} in {}..={}", self.name, self.min, self.max)
    }
}

/// Values for every parameter of one game, in the order of its [`ParamSpec`]s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamValues {
    names: Vec<&'static str>,
    values: Vec<u64>,
}

impl ParamValues {
    /// Every parameter at its default.
    pub fn defaults(specs: &[ParamSpec]) -> Self {
        ParamValues {
            names: specs.iter().map(|s| s.name).collect(),
            values: specs.iter().map(|s| s.default).collect(),
        }
    }

    /// The defaults, overridden by `NAME=VALUE` assignments (later ones win), each checked
    /// against its parameter's allowed range.
    ///
    /// # Errors
    /// An assignment without `=`, an unknown name, a value that is not an integer, or a value
    /// outside the allowed range.
    pub fn parse(specs: &[ParamSpec], assignments: &[String]) -> Result<Self, String> {
        let mut values = Self::defaults(specs);
        for assignment in assignments {
            let Some((name, text)) = assignment.split_once('=') else {
                return Err(format!(
                    "`{assignment}` is not NAME=VALUE; {}",
                    Self::describe_specs(specs)
                ));
            };
            let name = name.trim();
            let Some(index) = specs.iter().position(|s| s.name == name) else {
                return Err(format!(
                    "unknown parameter `{name}`; {}",
                    Self::describe_specs(specs)
                ));
            };
            let spec = &specs[index];
            let value: u64 = text.trim().parse().map_err(|_| {
                format!(
                    "parameter {name} must be an integer in {}..={} (got `{}`)",
                    spec.min,
                    spec.max,
                    text.trim()
                )
            })?;
            if !(spec.min..=spec.max).contains(&value) {
                return Err(format!(
                    "parameter {name} must be in {}..={} (got {value})",
                    spec.min, spec.max
                ));
            }
            values.values[index] = value;
        }
        Ok(values)
    }

    fn describe_specs(specs: &[ParamSpec]) -> String {
        if specs.is_empty() {
            "this game has no parameters".to_string()
        } else {
            let list: Vec<String> = specs.iter().map(ParamSpec::range_text).collect();
            format!("its parameters: {}", list.join(", "))
        }
    }

    /// The value of parameter `name`.
    ///
    /// # Panics
    /// If the game has no such parameter (a bug in its study descriptor, caught by the lab's tests
    /// that run every game at its defaults).
    pub fn get(&self, name: &str) -> u64 {
        match self.names.iter().position(|&n| n == name) {
            Some(i) => self.values[i],
            None => panic!(
                "study descriptor bug: no parameter `{name}` (have {:?})",
                self.names
            ),
        }
    }

    /// The value of parameter `name`, or `None` when the game has no such parameter.
    pub fn lookup(&self, name: &str) -> Option<u64> {
        let i = self.names.iter().position(|&n| n == name)?;
        Some(self.values[i])
    }

    /// `k=3, p=4`, or the empty string for a game without parameters.
    pub fn describe(&self) -> String {
        let parts: Vec<String> = self
            .names
            .iter()
            .zip(&self.values)
            .map(|(n, v)| format!("{n}={v}"))
            .collect();
        parts.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[ParamSpec] = &[
        ParamSpec {
            name: "k",
            meaning: "most stones per move",
            default: 3,
            min: 1,
            max: 10,
        },
        ParamSpec {
            name: "p",
            meaning: "base",
            default: 2,
            min: 2,
            max: 5,
        },
    ];

    fn parse(args: &[&str]) -> Result<ParamValues, String> {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        ParamValues::parse(SPECS, &args)
    }

    #[test]
    fn defaults_and_overrides() {
        let v = parse(&[]).unwrap();
        assert_eq!((v.get("k"), v.get("p")), (3, 2));
        let v = parse(&["p=5", "k = 1", "k=7"]).unwrap();
        assert_eq!((v.get("k"), v.get("p")), (7, 5));
        assert_eq!(v.describe(), "k=7, p=5");
        assert_eq!((v.lookup("k"), v.lookup("q")), (Some(7), None));
    }

    #[test]
    fn every_bad_assignment_names_the_parameter_and_its_range() {
        let message = |args: &[&str]| parse(args).unwrap_err();
        assert_eq!(message(&["k=11"]), "parameter k must be in 1..=10 (got 11)");
        assert_eq!(message(&["p=1"]), "parameter p must be in 2..=5 (got 1)");
        assert_eq!(
            message(&["k=-1"]),
            "parameter k must be an integer in 1..=10 (got `-1`)"
        );
        assert_eq!(
            message(&["q=1"]),
            "unknown parameter `q`; its parameters: k in 1..=10, p in 2..=5"
        );
        assert!(message(&["k"]).starts_with("`k` is not NAME=VALUE"));
        let none = ParamValues::parse(&[], &["k=1".to_string()]).unwrap_err();
        assert!(none.ends_with("this game has no parameters"));
    }

    #[test]
    #[should_panic(expected = "study descriptor bug")]
    fn asking_for_a_missing_parameter_is_a_bug() {
        parse(&[]).unwrap().get("n");
    }
}
