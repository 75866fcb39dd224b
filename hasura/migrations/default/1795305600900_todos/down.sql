DROP TABLE public.todos;
