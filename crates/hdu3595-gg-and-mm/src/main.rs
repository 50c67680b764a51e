fn main() {
    shared::input::run(hdu3595_gg_and_mm::solve);
}
