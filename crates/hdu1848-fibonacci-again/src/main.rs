fn main() {
    shared::input::run(hdu1848_fibonacci_again::solve);
}
