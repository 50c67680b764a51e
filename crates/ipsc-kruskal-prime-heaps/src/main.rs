fn main() {
    shared::input::run(ipsc_kruskal_prime_heaps::solve);
}
