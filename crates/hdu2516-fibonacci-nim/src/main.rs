fn main() {
    shared::input::run(hdu2516_fibonacci_nim::solve);
}
