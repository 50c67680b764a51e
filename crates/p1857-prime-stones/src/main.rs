fn main() {
    shared::input::run(p1857_prime_stones::solve);
}
