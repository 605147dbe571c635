"""The play pipeline: who plays whom (``arena``), playing many games across processes or a Dask
cluster (``runner``), what the games say as findings (``smoke``), the reports, card impact,
balance sweeps, transcripts and replay logs. It drives the rules engines through their hooks
and ``engine.core``; the engine never imports it."""
