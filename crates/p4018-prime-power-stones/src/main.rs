fn main() {
    shared::input::run(p4018_prime_power_stones::solve);
}
