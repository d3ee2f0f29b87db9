// CollectionLayoutTests: work in progress.
