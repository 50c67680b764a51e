fn main() {
    shared::input::run(gmoj3033_k_multiple_nim::solve);
}
