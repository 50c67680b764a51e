fn main() {
    shared::input::run(hdu1536_s_nim::solve);
}
