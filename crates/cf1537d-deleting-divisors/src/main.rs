fn main() {
    shared::input::run(cf1537d_deleting_divisors::solve);
}
