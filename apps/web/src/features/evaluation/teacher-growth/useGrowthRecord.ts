import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { fetchGrowthModels, fetchGrowthRecord, teaGrowthKeys } from "./teacherGrowthApi.ts";

/**
 * The teacher growth models to pick from and a teacher's record on the picked one (the school's first until
 * another is picked) in the picked term (the current one until another is picked).
 */
export function useGrowthRecord(teacherId: number | undefined) {
  const models = useQuery({ queryKey: teaGrowthKeys.models, queryFn: fetchGrowthModels });
  const [modelId, setModelId] = useState<number>();
  const [termId, setTermId] = useState<number>();
  const chosenModel = modelId ?? models.data?.[0]?.id;
  const query = { teacherId, modelId: chosenModel, termId };
  const record = useQuery({
    queryKey: teaGrowthKeys.record(query),
    queryFn: () => fetchGrowthRecord(query),
    enabled: models.data !== undefined && chosenModel !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    models,
    record,
    modelId: chosenModel,
    setModelId,
    termId,
    setTermId,
    noModel: models.data !== undefined && models.data.length === 0,
  };
}
