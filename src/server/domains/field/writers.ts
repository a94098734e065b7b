// A phone's chunk of changes writes through the voter record's one writer: the chunk is its batch.
export { RecordWriter as Chunk, type LatestVisit, type Written } from '../voters/record/writer';
