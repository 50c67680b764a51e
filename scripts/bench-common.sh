# Sourced by scripts/bench-primesieve.sh and scripts/bench-primecount.sh: what both print about
# the run (the processor, the load) and how both take medians.

# `lscpu`'s model name with /proc/cpuinfo's family and model, e.g.
# "Intel(R) Xeon(R) Processor (family 6, model 167), 2 cores".
machine() {
    local cpu family model
    cpu="$(lscpu | awk -F: '/Model name/ {gsub(/^ +/, "", $2); print $2; exit}')"
    family="$(awk -F: '/cpu family/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)"
    model="$(awk -F: '/^model[[:space:]]*:/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)"
    echo "$cpu (family $family, model $model), $(nproc) cores"
}

# The load averages over 1, 5 and 15 minutes (/proc/loadavg).
load() { cut -d' ' -f1-3 /proc/loadavg; }

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

# Reads the thread setting of a bench script's first argument, if it is `--threads 1|all`:
# sets `threads` (1 or all) and `shift_by` (how many arguments it took).
threads_arg() {
    threads=1
    shift_by=0
    if [ "${1:-}" = --threads ]; then
        case "${2:-}" in
        1 | all) threads="$2" ;;
        *)
            echo "error: --threads takes 1 or all, found '${2:-}'" >&2
            exit 1
            ;;
        esac
        shift_by=2
    fi
}
