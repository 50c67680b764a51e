fn main() {
    shared::input::run(hdu3032_nim_or_not_nim::solve);
}
